/** The words under the Fecal Occult Blood Test Kit (Hb/Tf) card in its list. */
const cardText =
  'Colloidal gold rapid test that detects haemoglobin and transferrin in stool together, supporting early detection of digestive tract bleeding.';

export default cardText;
