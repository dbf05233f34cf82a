export const about = {
  title: 'About Us',
  description: (name: string, founded: number, manufacturers: number) =>
    `${name}, founded in the UAE in ${founded}, represents ${manufacturers} manufacturers of medical equipment in the CIS, India and other South Asian countries.`,
  facts: {
    founded: 'Founded in the UAE',
    manufacturers: 'Manufacturers represented',
    customers: 'Satisfied customers',
  },
};
