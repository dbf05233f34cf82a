/** The words under the Liquid-Based Cytological Reagent card in its list. */
const cardText =
  'Reagent for manual smear preparation. Density-gradient centrifugation, sedimentation and charged slides keep lesion cells and clear away debris.';

export default cardText;
