import { num } from '../../../i18n/numbers';
/** I-dOne, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText = `Идентифицирует микроорганизмы по их инфракрасному «отпечатку» методом ATR-FTIR-спектроскопии — без реагентов, с библиотекой из более чем ${num(50000)} спектров.`;

export default cardText;
