import type { EnquiryStrings } from './enquiry.en';

const INQUIRY_KINDS = ['quote', 'support'] as const;

/** The select's options in a language: the first is the quote type, the second the support type. */
export function inquiryTypes(strings: EnquiryStrings): readonly string[] {
  return INQUIRY_KINDS.map((kind) => strings.inquiryTypes[kind]);
}
