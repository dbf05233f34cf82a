/**
 * The enquiry (SPEC section 3): eight string fields, all empty at first, none required. The names are
 * the EmailJS template parameters; the labels are what the visitor sees.
 */
export const INQUIRY_TYPES = [
  'Request a quote/product information',
  'Customer service/technical support',
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
export const QUOTE_TYPE: InquiryType = INQUIRY_TYPES[0];
export const SUPPORT_TYPE: InquiryType = INQUIRY_TYPES[1];

export const FIELD_NAMES = [
  'inquiry_type',
  'from_name',
  'company_name',
  'company_address',
  'company_phone',
  'from_email',
  'country',
  'message',
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** The form state: every field a string ('' when empty). */
export type Enquiry = Record<FieldName, string>;

/** Longest accepted value, in UTF-16 code units (the unit of the `maxlength` attribute). */
export const SHORT_FIELD_MAX = 200;
export const MESSAGE_MAX = 5000;

export interface TextFieldSpec {
  name: Exclude<FieldName, 'inquiry_type' | 'message'>;
  label: string;
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
}

/** The six single-line fields, in the order they appear (two per row on wide screens). */
export const TEXT_FIELDS: readonly TextFieldSpec[] = [
  { name: 'from_name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'company_name', label: 'Company name', type: 'text', autoComplete: 'organization' },
  { name: 'company_address', label: 'Address', type: 'text', autoComplete: 'address-line1' },
  { name: 'company_phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'from_email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'country', label: 'Country or Region', type: 'text', autoComplete: 'country-name' },
];

export const FIELD_LABELS: Readonly<Record<FieldName, string>> = {
  inquiry_type: 'Inquiry type',
  from_name: 'Name',
  company_name: 'Company name',
  company_address: 'Address',
  company_phone: 'Phone',
  from_email: 'Email',
  country: 'Country or Region',
  message: 'Additional information',
};

export const MESSAGE_ROWS = 4;

export const EMPTY_ENQUIRY: Readonly<Enquiry> = Object.freeze({
  inquiry_type: '',
  from_name: '',
  company_name: '',
  company_address: '',
  company_phone: '',
  from_email: '',
  country: '',
  message: '',
});

/** A fresh enquiry: every field empty, then the given values. */
export function makeEnquiry(values: Partial<Enquiry> = {}): Enquiry {
  return { ...EMPTY_ENQUIRY, ...values };
}

export function isEmptyEnquiry(enquiry: Enquiry): boolean {
  return FIELD_NAMES.every((name) => enquiry[name] === '');
}

/** The EmailJS template parameters: exactly the eight fields, exactly as typed. */
export function templateParams(enquiry: Enquiry): Enquiry {
  const params = {} as Enquiry;
  for (const name of FIELD_NAMES) params[name] = enquiry[name];
  return params;
}
