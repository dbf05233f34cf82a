import type { Widen } from '../../i18n/widen';

/**
 * The English strings of the enquiry form and its dialogs (EnquiryForm.tsx, EnquiryDialog.tsx and the
 * rest of this folder). The Russian is enquiry.ru.ts, of the same shape (`EnquiryStrings`). The
 * inquiry types are also what is sent as `inquiry_type`: the type as the visitor saw it. A chunk of
 * its own (strings.ts), loaded with the form.
 */
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
  /** Send with neither an e-mail address nor a phone number: shown at those two fields. */
  needContact: 'Give an e-mail address or a phone number, so that we can answer you. One of them is enough.',
  notSent: 'Your enquiry has not been sent.',
  stillInForm: 'Everything you typed is still in the form.',
  /** Followed by the company's e-mail address as a link, then '.'. */
  writeToUs: 'You can also write to us at',
  sending: 'Sending your enquiry…',
  sent: 'Thank you. Your enquiry has been sent; we will answer you by e-mail or phone.',
  send: 'Send',
  sendingButton: 'Sending…',
  /** Followed by the company's e-mail address as a link, then '.'. */
  noScript: 'Sending this form needs JavaScript, which is off in your browser. Please write to us at',
  /** Under Send: the text, a link to the privacy notice, then `write` and the company's e-mail as a link. */
  privacy: {
    text: 'We use what you enter here only to answer your enquiry; it reaches us by e-mail through the EmailJS delivery service.',
    link: 'How we handle your data',
    write: 'Prefer to e-mail us directly?',
  },
  /** Why, after 'not sent' (failureAdvice.ts): by then waiting has not helped, or will not. */
  advice: {
    rateLimited: 'The e-mail service turned it away again and again as one of too many.',
    network: 'The e-mail service could not be reached.',
    notConfigured: 'The enquiry form is not available at the moment.',
    serverError: 'The e-mail service kept failing.',
    rejected: 'The e-mail service did not accept it, and trying again will not change that.',
    timeout: 'The e-mail service did not answer.',
  },
  /** What follows 'not sent': the e-mail link with the enquiry written in, and Copy. */
  notSentHelp: {
    /** Followed by the company's e-mail address, as the link's own text. */
    mailIt: 'E-mail your enquiry to',
    intro: 'The link opens your mail program with everything you typed, ready to send.',
    copy: 'Copy the enquiry',
    copied: 'The enquiry is copied: paste it into an e-mail to us.',
    /** When the browser does not let the page copy: the text is shown, selected. */
    selectToCopy: 'Your enquiry, to copy',
  },
  /** The e-mail the link writes (mailto.ts). */
  mail: {
    products: 'Products',
    reference: 'Enquiry reference',
    moreProducts: (n: number) =>
      `and ${n} more ${n === 1 ? 'product' : 'products'} from my quote list (too many for this e-mail link)`,
    cut: '[My message was too long for this e-mail link and is cut here.]',
  },
  /**
   * Why an enquiry was kept on the device (src/shared/outbox/outbox.ts). Nothing sends it while no
   * page of the site is open: the words say so.
   */
  kept: {
    offline:
      'There is no connection now, so your enquiry is kept on this device. It goes by itself once the connection is back, while a page of this site is open (now or at your next visit).',
    timeout:
      'The e-mail service did not answer in time, so your enquiry is kept on this device and goes again by itself while a page of this site is open. If the first attempt did reach us, we see the same reference twice and answer once.',
    busy: 'The e-mail service is busy, so your enquiry is kept on this device and goes by itself shortly, while a page of this site is open.',
  },
  /** The kept enquiries, shown with every form. */
  outbox: {
    heading: 'Kept on this device',
    /** What a kept enquiry is called when it has neither a name nor an e-mail address. */
    untitled: 'Enquiry',
    waiting: 'Waiting. It goes by itself while a page of this site is open and the connection works.',
    sending: 'Sending…',
    refused: 'Not sent.',
    /** Shown with a kept enquiry that has not been sent, before the e-mail link. */
    notSentKept: 'It stays here until you cancel it; Send now tries once more.',
    /** The form's word on its kept enquiry declared not sent: the list below has the e-mail link. */
    mailBelow: 'It is kept on this device, below, with a link to e-mail it to us.',
    cancel: 'Cancel',
    sendNow: 'Send now',
    delivered: 'Your enquiry kept on this device has been sent.',
    /** Another visitor's kept enquiries on a shared device: how many, never what they say. */
    others: (n: number) =>
      n === 1
        ? 'An enquiry from this device is waiting to be sent.'
        : `${n} enquiries from this device are waiting to be sent.`,
    /** KEPT_FOR_DAYS in outbox.ts. */
    keptFor: (days: number) =>
      `An enquiry waits on this device for ${days} days at most, then it is deleted.`,
  },
  /** The mailto fallback's subject when no inquiry type is chosen. */
  mailtoSubject: 'Enquiry from the website',
  /** The message a product enquiry starts with (src/features/enquiry/prefill.ts). */
  productMessage: (productName: string, url: string) =>
    `I would like to know more about the ${productName} (${url}).\n\n`,
  dialog: {
    dismiss: 'Dismiss message',
  },
  /** The quote list above the form (src/features/enquiry/QuoteListSummary.tsx). */
  quoteList: {
    /** The list's heading without its count (the early list of src/early/EarlyQuoteList.tsx adds it). */
    title: 'Your quote list',
    heading: (n: number) => `Your quote list (${n})`,
    intro: 'Sent with your enquiry.',
    remove: 'Remove',
    /** What a shared list is called in a message (WhatsApp, e-mail subject) before its address. */
    shareTitle: (n: number) => `${n} ${n === 1 ? 'product' : 'products'} from the IVM Medical catalogue`,
    print: 'Print',
    /** A shared selection the contact form sends instead of the visitor's own list. */
    selectionHeading: (n: number) => `Products in this enquiry (${n})`,
    selectionIntro: 'Sent with your enquiry. Your own quote list is not changed.',
  },
};

export type EnquiryStrings = Widen<typeof enquiry>;
