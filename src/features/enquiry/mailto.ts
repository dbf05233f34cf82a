import type { EnquiryStrings } from './enquiry.en';
import { FIELD_NAMES, type Enquiry } from '../../shared/outbox/fields';

/** Longest mailto: address we build; some mail programs drop longer ones. */
const MAX_HREF = 1900;

/**
 * A mailto: link to the company, as the fallback when the form cannot send. It carries the typed
 * enquiry as the body when that fits in a link; otherwise only a subject. Subject and labels are in
 * the page's language (`strings` is `t.enquiry`).
 */
export function mailtoHref(email: string, enquiry: Enquiry, strings: EnquiryStrings): string {
  const subject = enquiry.inquiry_type || strings.mailtoSubject;
  const base = `mailto:${email}?subject=${encodeURIComponent(subject)}`;
  const lines = FIELD_NAMES.filter((name) => name !== 'inquiry_type' && enquiry[name] !== '').map(
    (name) => `${strings.fields[name]}: ${enquiry[name]}`,
  );
  if (lines.length === 0) return base;
  const withBody = `${base}&body=${encodeURIComponent(lines.join('\n'))}`;
  return withBody.length <= MAX_HREF ? withBody : base;
}
