export const catalogs = {
  description: (categories: number) =>
    `Browse ${categories} categories of medical equipment and consumables from IVM: cytology, histopathology, bacteriology, laboratory supplies and more, details on request.`,
  back: 'Back to the home page',
  lead: 'Equipment and materials for almost every kind of healthcare customer, in a range broad enough to equip a medical institution of nearly any profile. Open a category to see its products.',
  sectionLabel: 'Categories',
  catalogue: 'Catalogue',
  onRequest: 'On request',
  viewProducts: 'View products',
  askAboutRange: 'Ask about this range',
};
