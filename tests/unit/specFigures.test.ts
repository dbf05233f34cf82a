/**
 * The specification's product figures: every figure must be in its product's content.
 * Table-driven: each row is a product id and the patterns its visible text must match.
 * The end-to-end suite checks the same figures on the rendered pages.
 */
import { describe, expect, it } from 'vitest';
import { productText } from '../fixtures/productText';
import type { ProductId } from '../../src/content/types';
import { loadCard, loadPage } from '../fixtures/catalogue';
import { specFigures } from '../fixtures/specFigures';

describe('the figures of the specification are in the product content', () => {
  for (const [id, patterns = []] of Object.entries(specFigures) as [ProductId, readonly RegExp[]][]) {
    it.each(patterns.map((p) => [p.source, p]))(`${id} shows %s`, async (_src, pattern) => {
      const [card, page] = await Promise.all([loadCard(id), loadPage(id)]);
      expect(productText(card.name, page)).toMatch(pattern);
    });
  }
});
