/**
 * The privacy notice (/privacy), in the order a buyer asks, as the UAE's Federal Decree-Law No. 45 of
 * 2021 (PDPL) and, for visitors in the EU, the GDPR expect: who is responsible, what, why and on what
 * basis, who receives it, how long it is kept, what stays on the device, the rights, where to complain.
 * Each device item names the stores it speaks of (`stores`): tests/e2e/privacy.spec.ts checks them
 * against what the code really writes, and each figure against the code's own constant.
 */
/** What the device items name: each a store the code writes (tests/e2e/privacy.spec.ts). */
export type DeviceStore = 'quoteList' | 'quoteNames' | 'outbox' | 'session' | 'lastSend' | 'caches';

/** The code's own figures a device item states (outbox.ts KEPT_FOR_DAYS, send.ts SEND_SPACING_MS). */
export interface DeviceFigures {
  keptDays: number;
  spacingSeconds: number;
}

interface DeviceItem {
  stores: readonly DeviceStore[];
  text: string | ((figures: DeviceFigures) => string);
}

export const privacy = {
  title: 'Privacy notice',
  description:
    'Who handles your enquiry to IVM Medical, what we collect and why, who receives it, what your browser keeps and for how long, and your rights.',
  heading: 'Privacy notice',
  lead: 'What this website does with the details you give it, what it keeps in your browser, and what you can ask of us.',
  holder: {
    heading: 'Who is responsible for your data',
    text: (company: string, address: string) =>
      `${company}, ${address}, decides how what you send through this website is used, and keeps it.`,
    contact: 'For anything about your data, write to us at',
  },
  collected: {
    heading: 'What the enquiry form collects, and why',
    intro:
      'When you press Send, the enquiry carries what you entered (an e-mail address or a phone number is needed, so that we can answer; no other field is):',
    items: [
      'the inquiry type you chose;',
      'your name, company name and address;',
      'your phone number and e-mail address;',
      'your country or region;',
      'your message;',
      'the products on your quote list, or in the selection you chose to enquire about;',
      'the language of the page, so that we answer in it;',
      'a reference number the website gives each enquiry, so that an enquiry that reaches us twice is answered once.',
    ],
    why: 'We use them only to answer your enquiry: a quote, information on a product, a consultation or technical support.',
  },
  basis: {
    heading: 'On what legal basis',
    text: 'Sending an enquiry is your choice. We use what you send to take the steps you ask for before or under a contract with us, which Article 4 of the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021) allows without separate consent; for visitors in the European Union, the basis is Article 6 of the GDPR: processing needed to perform a contract, or to take steps at your request before one.',
  },
  recipients: {
    heading: 'Who receives it',
    items: [
      'EmailJS, the e-mail delivery service the form uses, receives your enquiry from your browser and delivers it to our mailbox as an e-mail. It acts for us and is located outside the UAE, so your enquiry is transferred outside the UAE.',
      'EmailJS keeps a history of the messages it has delivered for our account, for as long as its own terms and our plan with it set.',
      'If EmailJS refuses to send an enquiry, your browser tells our own web server so: the kind of refusal, its status code and the service’s error message. Nothing you entered goes with it, and our server writes it, with the time and without your IP address, to a log of its own, so that we can put the service right.',
      'At IVM Medical, the staff who answer enquiries read it.',
    ],
  },
  retention: {
    heading: 'How long we keep it',
    // CLIENT TO CONFIRM (docs/client-questions.md): IVM's own retention of enquiries.
    text: 'We keep your enquiry and our correspondence about it for as long as we need them to answer you and to follow up a quote or an order, and for as long as UAE law requires us to keep business records.',
  },
  device: {
    heading: 'What your browser keeps on this device',
    intro: 'This website keeps these in your browser, on your device only; none of it is sent to us:',
    items: <DeviceItem[]>[
      {
        stores: ['quoteList'],
        text: 'your quote list: the products you added, in local storage, until you remove them or an enquiry with them is sent;',
      },
      {
        stores: ['quoteNames'],
        text: "the names of the products on your quote list, for each language in which you opened the site, so that the list shows at once on the next page; they stay after the list is emptied, until you clear this website's data;",
      },
      {
        stores: ['outbox'],
        text: ({ keptDays }: DeviceFigures) =>
          `enquiries waiting to be sent: one that could not leave (no connection, no answer, or the e-mail service busy) is kept in local storage with everything you entered, for ${keptDays} days at most, until it is sent or you cancel it. It is sent only while a page of this website is open. If the e-mail service keeps refusing it, the website tells you that it has not been sent and offers to e-mail it; it stays until you cancel it, within the same ${keptDays} days. Only the browser tab you sent it from shows what it says; anyone else using this device sees only that an enquiry is waiting;`,
      },
      {
        stores: ['session'],
        text: 'a random number for the browser tab you are using, in session storage, so that only this tab shows your waiting enquiries; it is deleted when you close the tab;',
      },
      {
        stores: ['lastSend'],
        text: ({ spacingSeconds }: DeviceFigures) =>
          `the time the last enquiry left this device, so that the next one leaves at least ${spacingSeconds} seconds later, as the e-mail service allows;`,
      },
      {
        stores: ['caches'],
        text: "the website's code, styles and pictures and copies of the pages you opened, so that they open without a connection, and, if you keep it, the whole catalogue of a language with the date you kept it; they stay until you remove the kept catalogue (at the foot of every page) or clear this website's data. When you keep the catalogue, the website asks the browser not to remove it to free space; otherwise the browser may remove any of this when it needs the space.",
      },
    ],
    none: 'The website sets no cookies and uses no analytics or tracking.',
  },
  clearing: {
    heading: 'How to clear it',
    text: "Cancel a waiting enquiry with its Cancel button, remove products from your quote list, and remove a kept catalogue with Remove at the foot of the page. To delete everything listed above at once, delete this website's data in your browser's settings (site data, or cookies and site data).",
  },
  rights: {
    heading: 'Your rights',
    text: 'You may ask us for a copy of the data we hold about you, have it corrected or deleted, limit or object to how we use it, and receive it in a form you can pass on. To do so, write to us at',
    proof: 'We may ask you to confirm who you are.',
  },
  complaints: {
    heading: 'Where to complain',
    text: 'If you think we have not handled your data lawfully, you may complain to the UAE Data Office or, if you are in the European Union, to the data protection authority of your country.',
  },
};
