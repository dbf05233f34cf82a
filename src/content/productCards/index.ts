import type { Locale } from '../../i18n/locale';
import { mapModule, moduleNamed, type SourceModule } from '../../lib/sourceModule';
import { listByKey } from '../shell/productLists';
import type { AltPicture, ListCard, ListKey, ListFiles, Product, ProductId, ProductPage } from '../types';

/**
 * The cards of a list (names, pictures) in a language, one module per list and language beside this
 * file (`cytology.ts`, `cytology.ru.ts`), so a page downloads only the cards it shows (a product
 * page: its own list, for itself and its related products).
 */
export function listCardsModule(list: ListKey, locale: Locale): SourceModule<readonly ListCard[]> {
  const files = import.meta.glob<{ files: ListFiles }>(['/src/content/productCards/*.ts', '!**/index.ts']);
  return mapModule(moduleNamed(files, list, locale), (m) => assembleCards(list, m.files, locale));
}

/** The card of one product; throws when the list has none (a content error, caught by tests). */
export function cardOf(cards: readonly ListCard[], id: ProductId): ListCard {
  const card = cards.find((c) => c.id === id);
  if (!card) throw new Error(`No card for ${id}`);
  return card;
}

/**
 * A list's cards in the registry's order, from the card modules and picture files of its product
 * folders. Throws, and so fails the build and the tests, when a listed product has no card, a card
 * names another id or list, or alt texts and pictures differ in number.
 */
export function assembleCards(
  key: ListKey,
  { cards, pictures }: ListFiles,
  locale: Locale = 'en',
): readonly ListCard[] {
  return listByKey(key).ids.map((id, index) => {
    const card = cards[`./${id}/card${locale === 'ru' ? '.ru' : ''}.ts`];
    const files = Object.keys(pictures)
      .filter((file) => file.startsWith(`./${id}/${id}-`))
      .sort((a, b) => pictureNumber(a) - pictureNumber(b));
    const [first, ...more] = files.map((file) => pictures[file]!);
    if (card?.id !== id || card.list !== key || !first) {
      throw new Error(`${id}: card (${locale}) missing, of another product, or no picture`);
    }
    return {
      ...card,
      position: index + 1,
      path: locale === 'ru' ? (`/ru/${id}` as const) : (`/${id}` as const),
      picture: { ...first, alt: card.pictureAlt },
      morePictures: more,
    };
  });
}

/**
 * A product page's product: its card and its page module, every picture with its alt text (the
 * card's first, the page's others). Throws when the page module has not one alt text per further
 * picture (a content error, caught by the tests and the build).
 */
export function productOf(card: ListCard, page: ProductPage): Product {
  const alts = page.morePictureAlts ?? [];
  if (alts.length !== card.morePictures.length) {
    throw new Error(`${card.id}: ${card.morePictures.length + 1} pictures, ${alts.length + 1} alt texts`);
  }
  const more = card.morePictures.map((picture, i): AltPicture => ({ ...picture, alt: alts[i]! }));
  return { ...card, ...page, pictures: [card.picture, ...more] };
}

/** 2 for './hist4/hist4-2.svg'. */
function pictureNumber(file: string): number {
  return Number(/-(\d+)\.\w+$/.exec(file)?.[1] ?? NaN);
}
