export const brands = {
  title: 'Our Partners',
  description: (manufacturers: number) =>
    `IVM represents ${manufacturers} manufacturers of laboratory and medical equipment, among them Dakewe, Alifax, Giles Scientific, iLSA Diagnostics and Copan.`,
  kicker: 'Partners',
  sectionLabel: 'Partner manufacturers',
};
