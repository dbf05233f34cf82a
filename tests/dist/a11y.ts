/**
 * Enough of the accessible-name computation to find controls in a prerendered page the way the
 * end-to-end tests do (`getByRole(..., { name })`): aria-labelledby, then aria-label, then the
 * element's own text (or an image's alt).
 */
import { textOf } from './site';

export function accessibleName(element: Element): string {
  const document = element.ownerDocument;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => {
        const label = document.getElementById(id);
        return label ? textOf(label) : '';
      })
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  if (element.tagName === 'IMG') return element.getAttribute('alt') ?? '';
  const own = textOf(element);
  const alts = [...element.querySelectorAll('img[alt]')].map((img) => img.getAttribute('alt')).join(' ');
  return `${own} ${alts}`.replace(/\s+/g, ' ').trim();
}

/** The elements matching `selector` under `root` whose accessible name is `name` (or matches it). */
export function byName(root: ParentNode, selector: string, name: string | RegExp): Element[] {
  return [...root.querySelectorAll(selector)].filter((element) => {
    const own = accessibleName(element);
    return typeof name === 'string' ? own === name.replace(/\s+/g, ' ').trim() : name.test(own);
  });
}
