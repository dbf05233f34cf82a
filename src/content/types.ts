/**
 * Content types. Everything a page shows lives in typed modules under src/content/; pages only lay
 * it out. Keep these types strict: a missing name, summary or alt text must be a compile error.
 */

export type ListKey = 'cytology' | 'histopathology' | 'bacteriology' | 'laboratorySupplies';

type Range<P extends string, N extends number, Acc extends unknown[] = [unknown]> = Acc['length'] extends N
  ? `${P}${Acc['length']}`
  : `${P}${Acc['length']}` | Range<P, N, [...Acc, unknown]>;

export type CytologyId = Range<'prod', 17>;
export type HistopathologyId = Range<'hist', 10>;
export type BacteriologyId = Range<'bacter', 6>;
export type LabSupplyId = Range<'lab', 4>;
export type ProductId = CytologyId | HistopathologyId | BacteriologyId | LabSupplyId;

/** A card in one of the four product lists (/catalog1..4). */
export interface ListItem<Id extends ProductId = ProductId> {
  id: Id;
  /** The visible product name, exactly as SPEC section 3 writes it. */
  name: string;
  /** One or two sentences in our own words for the list card (about 120-200 characters). */
  description: string;
}

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

export type Variants =
  | { kind: 'cassettes'; heading: string; intro?: string; cards: readonly CassetteCard[] }
  | { kind: 'slides'; heading: string; intro?: string; items: readonly SlideType[] };

export interface Product<Id extends ProductId = ProductId> {
  id: Id;
  list: ListKey;
  /** Visible name (h1), exactly the SPEC name. */
  name: string;
  /** A short descriptor under the name, e.g. 'Liquid-based cytology slide processor'. */
  tagline: string;
  /** Only where the facts name a maker; never guessed. */
  manufacturer?: string;
  /** Lead paragraph(s) in our own words. */
  summary: readonly [string, ...string[]];
  /** Figures from the facts worth a highlight; every SPEC section 9 figure of the product appears here or in the specs. */
  keyFigures: readonly KeyFigure[];
  sections: readonly FeatureSection[];
  /** [] when the facts give no specification rows. */
  specTables: readonly SpecTable[];
  variants?: Variants;
  /** Meta description for search and link previews, 120-160 characters, our own words. */
  metaDescription: string;
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
