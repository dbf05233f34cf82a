import { range } from '../../../i18n/numbers';
/** MT1 microtome, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText = `Полуавтоматический ротационный микротом для срезов ${range('0.5', 100, 'мкм')}: тримминг в режиме качания, сбалансированный маховик и сенсорный экран 5 дюймов.`;

export default cardText;
