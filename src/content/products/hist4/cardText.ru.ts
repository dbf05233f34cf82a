/** HP300 Plus Tissue Processor, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'До 300 кассет за цикл в двух корзинах, контроль концентрации спирта, два насоса и облачные оповещения для сохранности образцов.';

export default cardText;
