/** LTS-V800, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Анализатор вагинального отделяемого, объединяющий в одном приборе микроскопию и химические тесты: 40 образцов за цикл продолжительностью менее 60 минут.';

export default cardText;
