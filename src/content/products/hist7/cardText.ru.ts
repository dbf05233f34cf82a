/** DP360 & CS500 workstation, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Окраска и заключение препаратов на единой автоматизированной линии — около 360 стёкол в час, со встроенным контролем качества и запатентованной системой AAT.';

export default cardText;
