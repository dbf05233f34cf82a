/**
 * The enquiry: eight string fields, all empty at first, none required. The names are
 * the EmailJS template parameters; the labels and the two inquiry types are in the form's strings.
 * The inquiry type is sent as the visitor saw it.
 */
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
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
}

/** The six single-line fields, in the order they appear (two per row on wide screens). */
export const TEXT_FIELDS: readonly TextFieldSpec[] = [
  { name: 'from_name', type: 'text', autoComplete: 'name' },
  { name: 'company_name', type: 'text', autoComplete: 'organization' },
  { name: 'company_address', type: 'text', autoComplete: 'address-line1' },
  { name: 'company_phone', type: 'tel', autoComplete: 'tel' },
  { name: 'from_email', type: 'email', autoComplete: 'email' },
  { name: 'country', type: 'text', autoComplete: 'country-name' },
];

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
