/** The words under the Disposable Blades card in its list. */
const cardText =
  'Low- and high-profile single-use blades of plasma-treated stainless steel, up to 1100 HV hard, for many microtome types.';

export default cardText;
