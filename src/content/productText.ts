import type { ProductPage } from './types';

/** Lower-cases and folds typographic variants so that figures can be matched reliably. */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/×/g, 'x')
    .replace(/\u03bc/g, 'µ')
    .replace(/℃/g, '°c')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ');
}

function collect(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => collect(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collect(v, out));
}

/** All the words of a product page's name and content, normalised (see normaliseText). */
export function productText(name: string, page: ProductPage): string {
  const parts: string[] = [name];
  const { metaDescription: _meta, ...visible } = page;
  collect(visible, parts);
  return normaliseText(parts.join(' \n '));
}
