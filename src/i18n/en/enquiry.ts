import type { Widen } from '../widen';

/**
 * The English strings of the enquiry form and its dialogs (src/components/EnquiryForm.tsx,
 * EnquiryDialog.tsx, src/enquiry/*). The Russian is src/i18n/ru/enquiry.ts, of the same shape
 * (`EnquiryStrings`). The inquiry types are also what is sent as `inquiry_type`: the type as the
 * visitor saw it. A chunk of its own (src/i18n/pageStrings.ts), loaded with the form.
 */
const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

export const enquiry = {
  /** The form's accessible name. */
  formLabel: 'Enquiry',
  /** The select's options; the chosen one is sent, and is the subject of the mailto fallback. */
  inquiryTypes: {
    quote: 'Request a quote/product information',
    support: 'Customer service/technical support',
  },
  /** The visible label of each field ('Inquiry type' is also the select's empty first option). */
  fields: {
    inquiry_type: 'Inquiry type',
    from_name: 'Name',
    company_name: 'Company name',
    company_address: 'Address',
    company_phone: 'Phone',
    from_email: 'Email',
    country: 'Country or Region',
    message: 'Additional information',
  },
  /** The honeypot's label (hidden from everyone). */
  trapLabel: 'Leave this field empty',
  empty:
    'Write something in at least one field before sending: a name, a phone number, an e-mail address or a message is enough.',
  notSent: 'Your enquiry was not sent.',
  stillInForm: 'Everything you typed is still in the form.',
  /** Followed by the company's e-mail address as a link, then '.'. */
  writeToUs: 'You can also write to us at',
  sending: 'Sending your enquiry…',
  sent: 'Thank you. Your enquiry has been sent; we will answer you by e-mail or phone.',
  send: 'Send',
  sendingButton: 'Sending…',
  /** Followed by the company's e-mail address as a link, then '.'. */
  noScript: 'Sending this form needs JavaScript, which is off in your browser. Please write to us at',
  /** Followed by the company's e-mail address as a link. */
  privacy:
    'We use what you enter here (your name, company, address, phone, e-mail, country and message) only to answer your enquiry; it reaches us by e-mail through the EmailJS delivery service. Prefer to write yourself?',
  /** What the visitor is told after 'not sent' (src/enquiry/errors.ts). */
  advice: {
    rateLimited: 'Too many enquiries were sent in a short time. Please wait a minute, then press Send again.',
    network:
      'We could not reach the e-mail service. Please check your internet connection, then press Send again.',
    notConfigured: 'The enquiry form is not available at the moment.',
    serverError: 'The e-mail service is not answering properly. Please try again in a few minutes.',
    rejected: 'The e-mail service did not accept the enquiry. Please try again later.',
  },
  /** The mailto fallback's subject when no inquiry type is chosen. */
  mailtoSubject: 'Enquiry from the website',
  /** The message a product enquiry starts with (src/enquiry/prefill.ts). */
  productMessage: (productName: string, url: string) =>
    `I would like to know more about the ${productName} (${url}).\n\n`,
  dialog: {
    loading: 'Loading the form…',
    dismiss: 'Dismiss message',
    /** Followed by the company's e-mail address as a link, then '.'. */
    loadFailed:
      'The form could not be loaded. Please check your internet connection and try again, or write to us at',
  },
  /** The quote list above the form (src/components/QuoteListSummary.tsx). */
  quoteList: {
    heading: (n: number) => `Your quote list (${n})`,
    intro: 'Sent with your enquiry.',
    remove: 'Remove',
    /** What a shared list is called in a message (WhatsApp, e-mail subject) before its address. */
    shareTitle: (n: number) => `${n} selected ${n === 1 ? 'product' : 'products'} from IVM Medical`,
    print: 'Print',
    /** A shared selection the contact form sends instead of the visitor's own list. */
    selectionHeading: (n: number) => `Products in this enquiry (${n})`,
    selectionIntro: 'Sent with your enquiry. Your own quote list is not changed.',
  },
  /**
   * A shared quote list (issue 37): the proposal on the contact page (src/components/SharedList.tsx)
   * and the printed sheet of a list (src/components/QuoteSheet.tsx).
   */
  shared: {
    heading: (n: number) => `Selected for you: ${products(n)}`,
    /** The heading when the link names no product at all. */
    emptyHeading: 'A shared selection',
    intro:
      'A selection sent to you by IVM Medical. Your own quote list stays as it is unless you add these to it.',
    addAll: 'Add all to my list',
    added: 'They are on your quote list now.',
    enquire: 'Send an enquiry about these',
    print: 'Print',
    unknown: (n: number) =>
      `Left out: ${n} ${n === 1 ? 'entry' : 'entries'} of this link that ${n === 1 ? 'names' : 'name'} no product of our catalogue.`,
    tooMany: (max: number) => `This link has more than ${max} entries: only the first ${max} were read.`,
    none: 'This link names no product of our catalogue. Tell us below what you are looking for.',
    sheet: {
      title: (n: number) => `Product selection: ${products(n)}`,
      manufacturer: 'Manufacturer',
      qrAlt: (name: string) => `QR code of the ${name} page`,
    },
  },
};

export type EnquiryStrings = Widen<typeof enquiry>;
