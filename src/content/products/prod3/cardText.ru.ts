import { num } from '../../../i18n/numbers';
/** IDC-20, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText = `Автоматическое приготовление препаратов для цитологических лабораторий, выполняющих до ${num(50000)} исследований в год: двойное центрифугирование и дозирование с контролем мутности.`;

export default cardText;
