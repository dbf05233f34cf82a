export const notFound = {
  title: 'Page not found',
  description:
    'The page you asked for is not on the IVM Medical website. Try the home page, the product catalogue or the contact page.',
  kicker: 'Error 404',
  lead: 'We could not find that page. It may have moved, or the link may be mistyped. These will get you back on track:',
  contact: 'Contact',
  /** The 404 page serves both languages: its note in this language, with a link to this language's home page. */
  note: 'Page not found.',
  noteLink: 'Go to the home page in English',
};
