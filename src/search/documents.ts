/**
 * THE adapter between the content modules and the search index: the one function that knows the
 * content's shape. Run at build time only (vite-plugins/searchIndex.ts); never part of a page.
 */
import { productLists } from '../content/shell/productLists';
import type { ProductCard, ProductPage } from '../content/types';
import type { SearchDoc } from './options';

type Product = ProductCard & ProductPage;

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

/**
 * The search documents of a language: the 37 products (their cards, list-card words and pages) and
 * the 21 catalogue categories. Read from the product folders directly (not through the lists'
 * picture modules), so this runs in Node without the picture build step.
 */
export async function collectDocuments(): Promise<SearchDoc[]> {
  const cards = import.meta.glob<ProductCard>('../content/products/*/card.ts', {
    eager: true,
    import: 'default',
  });
  const texts = import.meta.glob<string>('../content/products/*/cardText.ts', {
    eager: true,
    import: 'default',
  });
  const pages = import.meta.glob<ProductPage>('../content/products/*/page.ts', {
    eager: true,
    import: 'default',
  });
  const { categories } = await import('../content/catalog');
  const docs: SearchDoc[] = [];
  for (const list of productLists) {
    for (const id of list.ids) {
      const file = (name: string) => `../content/products/${id}/${name}.ts`;
      const card = cards[file('card')];
      const page = pages[file('page')];
      if (!card || !page) throw new Error(`search: ${id} has no card.ts or page.ts`);
      const product: Product = { ...card, ...page };
      const { lines, codes } = productLines(product);
      docs.push({
        id: `/${id}`,
        name: card.name,
        list: list.heading,
        maker: product.manufacturer ?? '',
        codes: codes.join(' '),
        text: [texts[file('cardText')] ?? '', ...lines].join('\n'),
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
