export const contact = {
  description:
    'Ask IVM Medical a question, request a quote or technical support. Our managers answer enquiries, estimate costs and prepare individual proposals.',
  heading: 'Ask question',
  back: 'Back to the home page',
  lead: 'Our managers will answer your questions, estimate the cost of services and prepare an individual commercial proposal.',
  formHeading: 'Send us your enquiry',
  formHeadingProduct: (product: string) => `Your enquiry about the ${product}`,
  formHeadingSelection: 'Your enquiry about the selected products',
  formIntro: 'All fields are optional, but an e-mail address or phone number lets us answer you.',
  departments: 'Departments',
};
