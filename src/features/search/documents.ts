/**
 * THE adapter between the content modules and the search index: the one function that knows the
 * content's shape. Run at build time only (vite-plugins/searchIndex.ts); never part of a page.
 * Each language has its own documents: the English from card.ts, cardText.ts, page.ts and
 * content/screens/catalog.ts, the Russian from their .ru.ts siblings, with the pages' paths in that language.
 */
import { productLists } from '../../content/shell/productLists';
import type { ProductCard, ProductPage } from '../../content/types';
import { shell as enShell } from '../../i18n/en/shell';
import { localizedPath, type Locale } from '../../i18n/locale';
import { shell as ruShell } from '../../i18n/ru/shell';
import type { SearchDoc } from './options';

type Product = ProductCard & ProductPage;

/** The words of the variant lines, per language. */
const VARIANT_WORDS: Readonly<
  Record<
    Locale,
    {
      article: (articleNo: string, pore: string, opening: string, pack: string) => string;
      slide: (catNo: string, name: string, use: string) => string;
    }
  >
> = {
  en: {
    article: (no, pore, opening, pack) =>
      `Article no. ${no}: ${pore} pores, ${opening.toLowerCase()}, ${pack}`,
    slide: (no, name, use) => `Cat. No. ${no}: ${name}, ${use}`,
  },
  ru: {
    article: (no, _pore, _opening, pack) => `Артикул ${no}: ${pack}`,
    slide: (no, name, use) => `Кат. № ${no}: ${name}, ${use}`,
  },
};

const LIST_NAMES = { en: enShell.lists, ru: ruShell.lists } as const;

/** Every line of a product page worth finding: tagline, summary, figures, features, specs, variants. */
function productLines(product: Product, locale: Locale): { lines: string[]; codes: string[] } {
  const words = VARIANT_WORDS[locale];
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
        lines.push(words.article(item.articleNo, card.pore, card.opening, item.pack));
      }
    }
  } else if (variants?.kind === 'slides') {
    for (const item of variants.items) {
      codes.push(item.catNo);
      lines.push(words.slide(item.catNo, item.name, item.use));
    }
  }
  return { lines: [...new Set(lines)], codes };
}

const files = {
  en: {
    cards: import.meta.glob<ProductCard>('../../content/products/*/card.ts', {
      eager: true,
      import: 'default',
    }),
    texts: import.meta.glob<string>('../../content/products/*/cardText.ts', {
      eager: true,
      import: 'default',
    }),
    pages: import.meta.glob<ProductPage>('../../content/products/*/page.ts', {
      eager: true,
      import: 'default',
    }),
    catalog: () => import('../../content/screens/catalog'),
  },
  ru: {
    cards: import.meta.glob<ProductCard>('../../content/products/*/card.ru.ts', {
      eager: true,
      import: 'default',
    }),
    texts: import.meta.glob<string>('../../content/products/*/cardText.ru.ts', {
      eager: true,
      import: 'default',
    }),
    pages: import.meta.glob<ProductPage>('../../content/products/*/page.ru.ts', {
      eager: true,
      import: 'default',
    }),
    catalog: () => import('../../content/screens/catalog.ru'),
  },
} satisfies Record<Locale, unknown>;

/**
 * The search documents of a language: the 37 products (their cards, list-card words and pages) and
 * the 21 catalogue categories, with ids the pages' paths in that language ('/hist4', '/ru/hist4').
 * Read from the product folders directly (not through the lists' picture modules), so this runs in
 * Node without the picture build step.
 */
export async function collectDocuments(locale: Locale = 'en'): Promise<SearchDoc[]> {
  const { cards, texts, pages, catalog } = files[locale];
  const { categories } = await catalog();
  const suffix = locale === 'en' ? '' : `.${locale}`;
  const docs: SearchDoc[] = [];
  for (const list of productLists) {
    for (const id of list.ids) {
      const file = (name: string) => `../../content/products/${id}/${name}${suffix}.ts`;
      const card = cards[file('card')];
      const page = pages[file('page')];
      if (!card || !page) throw new Error(`search: ${id} has no card${suffix}.ts or page${suffix}.ts`);
      const product: Product = { ...card, ...page };
      const { lines, codes } = productLines(product, locale);
      docs.push({
        id: localizedPath(`/${id}`, locale),
        name: card.name,
        list: LIST_NAMES[locale][list.key],
        maker: product.manufacturer ?? '',
        codes: codes.join(' '),
        text: [texts[file('cardText')] ?? '', ...lines].join('\n'),
      });
    }
  }
  for (const category of categories) {
    docs.push({
      id: localizedPath(category.path ?? `/catalogs#category-${category.id}`, locale),
      name: category.name,
      list: '',
      maker: '',
      codes: '',
      text: category.description,
    });
  }
  return docs;
}
