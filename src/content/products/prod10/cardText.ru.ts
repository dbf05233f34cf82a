import { qty } from '../../../i18n/numbers';

/** LT-YJ2000, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText = `Процессор для приготовления мазков жидкостной цитологии методом мембранной фильтрации. Полностью автоматический, шесть режимов, ${qty(2.5, 'минуты')} на образец.`;

export default cardText;
