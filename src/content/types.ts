/**
 * Content types. Everything a page shows lives in typed modules under src/content/; pages only lay
 * it out. Keep these types strict: a missing name, summary or alt text must be a compile error.
 */

import type { Fact } from '../i18n/numbers';

export type ListKey = 'cytology' | 'histopathology' | 'bacteriology' | 'laboratorySupplies';

/** Each list's product ids start with its prefix: /prod1../prod17, /hist1../hist10, /bacter1.., /lab1.. */
export interface IdPrefixes {
  cytology: 'prod';
  histopathology: 'hist';
  bacteriology: 'bacter';
  laboratorySupplies: 'lab';
}

/** A product id, which is also its route (`/${id}`): the list's prefix and a number. */
export type ProductId<L extends ListKey = ListKey> = L extends ListKey ? `${IdPrefixes[L]}${number}` : never;

/** A headline figure shown in the product page's key-figures strip, e.g. { value: '50', unit: 'slides/hour', label: 'Slide throughput' }. */
export interface KeyFigure {
  value: string;
  unit?: string;
  label: string;
}

export interface Feature {
  /** Short name of the feature, e.g. 'Brush in the bottle'. */
  name: string;
  /** One or two sentences in our own words; omit where the facts give only a name. */
  text?: string;
}

export interface FeatureSection {
  heading: string;
  /** Optional sentence introducing the section. */
  intro?: string;
  features: readonly Feature[];
}

/** A specifications table. rows are [label, value] or, with columns, [label, ...values]. */
export interface SpecTable {
  caption: string;
  /** Column headings for multi-column tables (the first is the row-label column, may be ''). */
  columns?: readonly string[];
  rows: readonly (readonly [string, ...string[]])[];
}

export interface CassetteItem {
  articleNo: string;
  pack: string;
  format: string;
  /** null where the facts give no lid (one-piece tape cassettes). */
  lid: string | null;
}

export interface CassetteCard {
  pore: 'Slotted' | 'Square' | 'Round' | 'Mesh';
  opening: 'Front open' | 'Back open';
  items: readonly CassetteItem[];
}

export interface SlideType {
  name: string;
  catNo: string;
  /** Short description of what this slide type is for. */
  use: string;
}

/** The words of a cassette table (a pore shape and an opening side name a cassette type). */
export interface CassetteLabels {
  title: (pore: CassetteCard['pore'], opening: CassetteCard['opening']) => string;
  poreType: string;
  openingType: string;
  pore: (pore: CassetteCard['pore']) => string;
  opening: (opening: CassetteCard['opening']) => string;
  caption: (pore: CassetteCard['pore'], opening: CassetteCard['opening']) => string;
  articleNo: string;
  packSize: string;
  lidType: string;
  noLid: (format: string) => string;
}

export type Variants =
  | {
      kind: 'cassettes';
      heading: string;
      intro?: string;
      labels: CassetteLabels;
      cards: readonly CassetteCard[];
    }
  | { kind: 'slides'; heading: string; intro?: string; items: readonly SlideType[] };

/**
 * What every link to a product shows (list cards, related products, the home page):
 * src/content/products/<id>/card.ts. Its pictures are the files <id>-1.*, <id>-2.* ... beside it,
 * in that order; `pictureAlt` describes the first, the card's (the page module describes the others,
 * which only the product's page shows). Loaded with the list's other cards
 * (src/content/productCards/). The words under its card in the list page are in ./cardText.ts, so
 * product pages, which show cards without them, do not download them.
 */
export interface ProductCard<L extends ListKey = ListKey> {
  id: ProductId<L>;
  list: L;
  /** The visible product name (h1 and card title), exactly as the client's specification writes it. */
  name: string;
  /** The alt text of the first picture (the product), the one every card shows. */
  pictureAlt: string;
}

/**
 * The rest of a product page: src/content/products/<id>/page.ts, loaded with that page only.
 * Every string in it is visible text except `manufacturer` (a proper name), so a translated sibling
 * module has the same shape.
 */
export interface ProductPage {
  /** A short descriptor under the name, e.g. 'Liquid-based cytology slide processor'. */
  tagline: string;
  /**
   * The product in the page's <title>, where the name is a trade name alone that says nothing in
   * the page's language: «ПЦР-система Molecular Mouse». Short: the title also names the list and
   * the site. By default the name.
   */
  titleName?: string;
  /** The alt texts of the pictures after the first (a detail view...), in file order; the card has the first. */
  morePictureAlts?: readonly string[];
  /** Only where the facts name a maker; never guessed. Also a row of the Specifications table. */
  manufacturer?: string;
  /** Lead paragraph(s) in our own words. */
  summary: readonly [string, ...string[]];
  /** Figures from the facts worth a highlight; every figure the specification gives the product appears here or in the specs. */
  keyFigures: readonly KeyFigure[];
  sections: readonly FeatureSection[];
  /**
   * The rows of the page's Specifications table: the facts' spec rows (verbatim) and the figures the
   * facts give in prose. Several tables become row groups of the one table, headed by their caption.
   * [] when the facts give no figure at all.
   */
  specTables: readonly SpecTable[];
  variants?: Variants;
  /** Meta description for search and link previews, 120-160 characters, our own words. */
  metaDescription: string;
}

/**
 * A product's facts, written once for both languages: src/content/products/<id>/facts.ts. The
 * figures, unit symbols, maker, model and article numbers of its key figures and Specifications
 * table; ./page.ts and ./page.ru.ts add the words (row labels, unit words, cells in words such as
 * 'Yes') and write each value the way their language does (`en` and `ru` of src/i18n/numbers.ts),
 * a cell that names figures among words too ('Maximum 300 cassettes in 2 sample baskets'). Prose,
 * and a cell that is a small table of its own (the MT1's increments), write their figures
 * themselves; tests/unit/productFacts.test.ts checks that they agree in both languages.
 *
 * page.ru.ts gets its own copy of the facts (`./facts.ts?ru`, vite-plugins/ownFacts.ts): one
 * module that both page modules import would be a chunk of its own, and every page module with
 * a dependency is listed in the app chunk's preload map, bytes in every page's first load.
 */
export interface ProductFacts {
  /** Only where the facts name a maker; never guessed. */
  manufacturer?: string;
  /** The model as the maker writes it ('HP300 Plus'), where the page names one. */
  model?: string;
  /** Article (catalogue) numbers, keyed by the variant they name. */
  articles?: Readonly<Record<string, string>>;
  /** The values of its key figures and Specifications rows, keyed by what they measure. */
  values: Readonly<Record<string, Fact>>;
}

/** A card as the pages use it: with its place in its list, its route and its pictures. */
export interface ListCard extends ProductCard {
  /** 1-based position in its list (src/content/shell/productLists.ts). */
  position: number;
  /** The product page in the card's language: '/hist4', '/ru/hist4'. */
  path: `/${ProductId}` | `/ru/${ProductId}`;
  /** The card's picture, the product's first, with its alt text. */
  picture: AltPicture;
  /** The product's other pictures, in file order; their alt texts are in its page module. */
  morePictures: readonly Picture[];
}

/** Everything a product page shows: its card, its page module and every picture with its alt text. */
export interface Product extends ListCard, ProductPage {
  pictures: readonly [AltPicture, ...AltPicture[]];
}

/**
 * An image with its intrinsic size, usually from a `?picture` import (vite-plugins/picture.ts); a
 * photograph also has AVIF and WebP `sources` (`srcSet` with `w` descriptors).
 */
export interface Picture {
  src: string;
  width: number;
  height: number;
  sources?: readonly { type: string; srcSet: string; sizes?: string }[];
}

export interface AltPicture extends Picture {
  /** Describes what the picture shows; required. */
  alt: string;
}

/** What a list's module finds in its product folders: card modules and picture files, by path from src/content/products. */
export interface ListFiles {
  cards: Record<string, ProductCard>;
  pictures: Record<string, Picture>;
}
