/**
 * 'Send enquiry' on a product page opens /contact (or /ru/contact) with router state
 * { product: { name, path } }. History state can hold anything (it survives reloads and can be
 * written by any script on the origin), so it is checked before it reaches the form.
 */
import { localeOfPath, type Locale } from '../../i18n/locale';
import { enquiryStrings } from './strings';
import { makeEnquiry, SHORT_FIELD_MAX, type Enquiry } from '../../shared/outbox/fields';

export interface ProductRef {
  name: string;
  /** The product's page in either language: '/hist4', '/ru/hist4'. */
  path: string;
}

const PRODUCT_PATH = /^(?:\/ru)?\/(?:prod|hist|bacter|lab)\d{1,3}$/;

export function productFromState(state: unknown): ProductRef | null {
  if (typeof state !== 'object' || state === null) return null;
  const product = (state as { product?: unknown }).product;
  if (typeof product !== 'object' || product === null) return null;
  const { name, path } = product as { name?: unknown; path?: unknown };
  if (typeof name !== 'string' || typeof path !== 'string') return null;
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > SHORT_FIELD_MAX || !PRODUCT_PATH.test(path)) return null;
  return { name: trimmed, path };
}

/**
 * The message a product enquiry starts with, in the page's language (by default the language of the
 * product page it came from): the product's name and its page's address. The language's enquiry strings
 * must be loaded (the contact page's route preload does it).
 */
export function productMessage(
  product: ProductRef,
  url: string,
  locale = localeOfPath(product.path),
): string {
  return enquiryStrings.read(locale).productMessage(product.name, url);
}

/**
 * The contact form's initial values for a product enquiry, in the page's language (by default the
 * language of the product page it came from): the quote type (as the visitor sees it) and the
 * product message.
 */
export function productEnquiry(
  product: ProductRef,
  url: string,
  locale: Locale = localeOfPath(product.path),
): Enquiry {
  const strings = enquiryStrings.read(locale);
  return makeEnquiry({
    inquiry_type: strings.inquiryTypes.quote,
    message: strings.productMessage(product.name, url),
  });
}
