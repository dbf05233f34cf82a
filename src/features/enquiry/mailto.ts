import type { EnquiryStrings } from './enquiry.en';
import { FIELD_NAMES } from '../../shared/outbox/fields';
import type { SendParams } from '../../shared/outbox/send';

/** Longest mailto: address we build: some mail programs drop or cut longer ones (about 2,000). */
export const MAX_HREF = 1900;

type Parts = { fields: string[]; products: string[]; reference: string };

function parts(params: SendParams, strings: EnquiryStrings): Parts {
  const fields = FIELD_NAMES.filter((name) => name !== 'inquiry_type' && (params[name] ?? '') !== '').map(
    (name) => `${strings.fields[name]}: ${params[name]}`,
  );
  const products = (params.products ?? '').split('\n').filter(Boolean);
  const reference = params.enquiry_id ? `${strings.mail.reference}: ${params.enquiry_id}` : '';
  return { fields, products, reference };
}

function bodyOf({ fields, products, reference }: Parts, strings: EnquiryStrings, left = 0): string {
  const list = products.length || left ? [`${strings.mail.products}:`, ...products] : [];
  if (left) list.push(strings.mail.moreProducts(left));
  return [fields.join('\n'), list.join('\n'), reference].filter(Boolean).join('\n\n');
}

/** The enquiry as text, whole: what Copy copies, and the e-mail's body when it fits in a link. */
export function enquiryText(params: SendParams, strings: EnquiryStrings): string {
  return bodyOf(parts(params, strings), strings);
}

/** The e-mail's subject: the inquiry type (or a general one) and the enquiry's reference. */
export function mailSubject(params: SendParams, strings: EnquiryStrings): string {
  const subject = params.inquiry_type || strings.mailtoSubject;
  return params.enquiry_id ? `${subject} (${params.enquiry_id})` : subject;
}

/**
 * A mailto: link to the company carrying the enquiry: subject, fields, products and reference, within
 * MAX_HREF. What does not fit goes in this order: products from the end of the list (the body says
 * how many), then the end of the visitor's own words (the body says so), and the reference stays.
 */
export function mailtoHref(email: string, params: SendParams, strings: EnquiryStrings): string {
  const base = `mailto:${email}?subject=${encodeURIComponent(mailSubject(params, strings))}`;
  const href = (body: string) => (body ? `${base}&body=${encodeURIComponent(body)}` : base);
  const all = parts(params, strings);
  for (let keep = all.products.length; keep >= 0; keep -= 1) {
    const left = all.products.length - keep;
    const candidate = href(bodyOf({ ...all, products: all.products.slice(0, keep) }, strings, left));
    if (candidate.length <= MAX_HREF) return candidate;
  }
  // Even without products it is too long: the visitor's words are cut, and the body says so.
  const noProducts = { ...all, products: [] };
  const left = all.products.length;
  let text = all.fields.join('\n');
  while (text.length > 0) {
    text = text.slice(0, Math.floor(text.length * 0.9));
    const cut = { ...noProducts, fields: [`${text}…`, strings.mail.cut] };
    const candidate = href(bodyOf(cut, strings, left));
    if (candidate.length <= MAX_HREF) return candidate;
  }
  return href(all.reference);
}
