/**
 * The privacy notice (/privacy): what the website does with a visitor's data, in the order a buyer
 * asks. Only what the site does: the form's fields, EmailJS, what the browser keeps. How long the
 * company keeps enquiries is the client's policy to state; until it does, the notice says nothing of it.
 */
export const privacy = {
  title: 'Privacy notice',
  description:
    'What the IVM Medical website collects when you send an enquiry, why, how it reaches us, what your browser keeps, and how to have it deleted.',
  heading: 'Privacy notice',
  lead: 'What this website does with the details you give it, and what it keeps in your browser.',
  holder: {
    heading: 'Who holds your data',
    text: (company: string, address: string) =>
      `${company}, ${address}, receives and keeps what you send through this website.`,
  },
  collected: {
    heading: 'What the enquiry form collects, and why',
    intro: 'When you press Send, the enquiry carries what you entered (no field is required):',
    items: [
      'the inquiry type you chose;',
      'your name, company name and address;',
      'your phone number and e-mail address;',
      'your country or region;',
      'your message;',
      'the products on your quote list, or in the selection you chose to enquire about;',
      'the language of the page, so that we answer in it.',
    ],
    why: 'We use them to answer your enquiry: a quote, information on a product, or technical support.',
  },
  delivery: {
    heading: 'How your enquiry reaches us',
    text: 'Your browser sends the enquiry to EmailJS, an e-mail delivery service, which delivers it to us as an e-mail. EmailJS processes it on our behalf. It is located outside the UAE, so on its way to us your enquiry is transferred outside the UAE.',
  },
  device: {
    heading: 'What your browser keeps on this device',
    intro: 'This website keeps these in your browser, on your device only:',
    items: [
      'your quote list: the products you added, in local storage, until you remove them or send an enquiry with them;',
      "the names of the products on your quote list, for each language in which you opened the site, so that the list shows at once on the next page; the last names stay after the list is emptied, until you clear this website's data;",
      "enquiries waiting to be sent: an enquiry that could not be sent is kept in local storage with everything you entered in the form (name, contact details, message) until it is sent or you cancel it. It is sent only while there is a connection and a page of this website is open; until then, anyone who opens a form of this website on this device sees it, with your name and e-mail address. On a shared computer, cancel it or clear this website's data;",
      "the website's code, styles and pictures, copies of the pages you have opened and, if you saved it, the whole catalogue in one language, so that they open without a connection; they stay until you clear this website's data or the browser needs the space;",
      'the time your last enquiry was sent, so that the form sends the next one no sooner than 5 seconds later (an enquiry sent twice by mistake stays one).',
    ],
    none: 'The website sets no cookies and uses no analytics or tracking.',
  },
  clearing: {
    heading: 'How to clear it',
    text: "Delete this website's data in your browser's settings (site data, or cookies and site data). This removes everything listed above.",
  },
  rights: {
    heading: 'Access, correction and deletion',
    text: 'To find out what we hold about you, or to have it corrected or deleted, write to us at',
  },
};
