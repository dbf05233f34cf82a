/**
 * 'Send enquiry' on a product page opens /contact with router state { product: { name, path } }.
 * History state can hold anything (it survives reloads and can be written by any script on the
 * origin), so it is checked before it reaches the form.
 */
import { makeEnquiry, QUOTE_TYPE, SHORT_FIELD_MAX, type Enquiry } from './fields';

export interface ProductRef {
  name: string;
  path: string;
}

const PRODUCT_PATH = /^\/(?:prod|hist|bacter|lab)\d{1,3}$/;

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

/** The message a product enquiry starts with: the product's name and its page's address. */
export function productMessage(product: ProductRef, url: string): string {
  return `I would like to know more about the ${product.name} (${url}).\n\n`;
}

/** The contact form's initial values for a product enquiry: the quote type and the product message. */
export function productEnquiry(product: ProductRef, url: string): Enquiry {
  return makeEnquiry({ inquiry_type: QUOTE_TYPE, message: productMessage(product, url) });
}
