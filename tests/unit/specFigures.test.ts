/**
 * SPEC section 9, "Product figures shown on pages": every figure must be in its product's content.
 * Table-driven: each row is a product id and the patterns its visible text must match.
 * The end-to-end suite checks the same figures on the rendered pages.
 */
import { describe, expect, it } from 'vitest';
import { loadProduct } from '../../src/content/products';
import { productText } from '../../src/content/productText';
import { specFigures } from '../fixtures/specFigures';

describe('SPEC section 9 figures are in the product content', () => {
  for (const [id, patterns] of Object.entries(specFigures)) {
    it.each(patterns.map((p) => [p.source, p]))(`${id} shows %s`, async (_src, pattern) => {
      const product = (await loadProduct[id as keyof typeof loadProduct]()).default;
      expect(productText(product)).toMatch(pattern);
    });
  }
});
