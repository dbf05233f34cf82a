/**
 * THE adapter between the content modules and the search index: the one function that knows the
 * content's shape. Run at build time only (vite-plugins/searchIndex.ts); never part of a page.
 */
import { categories, productLists } from '../content/catalog';
import { loadProduct } from '../content/products';
import type { Product } from '../content/types';
import type { SearchDoc } from './options';

/** Every line of a product page worth finding: tagline, summary, figures, features, specs, variants. */
function productLines(product: Product): { lines: string[]; codes: string[] } {
  const lines = [product.tagline, ...product.summary];
  const codes: string[] = [];
  for (const figure of product.keyFigures) {
    lines.push(`${figure.label}: ${figure.value}${figure.unit ? ` ${figure.unit}` : ''}`);
  }
  for (const section of product.sections) {
    if (section.intro) lines.push(section.intro);
    for (const feature of section.features) {
      lines.push(feature.text ? `${feature.name}: ${feature.text}` : feature.name);
    }
  }
  for (const table of product.specTables) {
    for (const [label, ...values] of table.rows) lines.push(`${label}: ${values.join(' / ')}`);
  }
  const variants = product.variants;
  if (variants?.kind === 'cassettes') {
    for (const card of variants.cards) {
      for (const item of card.items) {
        codes.push(item.articleNo);
        lines.push(
          `Article no. ${item.articleNo}: ${card.pore} pores, ${card.opening.toLowerCase()}, ${item.pack}`,
        );
      }
    }
  } else if (variants?.kind === 'slides') {
    for (const item of variants.items) {
      codes.push(item.catNo);
      lines.push(`Cat. No. ${item.catNo}: ${item.name}, ${item.use}`);
    }
  }
  return { lines: [...new Set(lines)], codes };
}

/** The English search documents: the 37 products and the 21 catalogue categories. */
export async function collectDocuments(): Promise<SearchDoc[]> {
  const docs: SearchDoc[] = [];
  for (const list of productLists) {
    for (const item of list.items) {
      const product = (await loadProduct[item.id]()).default;
      const { lines, codes } = productLines(product);
      docs.push({
        id: `/${item.id}`,
        name: item.name === product.name ? item.name : `${item.name} (${product.name})`,
        list: list.heading,
        maker: product.manufacturer ?? '',
        codes: codes.join(' '),
        text: [item.description, ...lines].join('\n'),
      });
    }
  }
  for (const category of categories) {
    docs.push({
      id: category.path ?? `/catalogs#category-${category.id}`,
      name: category.name,
      list: '',
      maker: '',
      codes: '',
      text: category.description,
    });
  }
  return docs;
}
