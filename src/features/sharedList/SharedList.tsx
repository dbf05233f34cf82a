import { useEffect, useId, useMemo, useState } from 'react';
import type { ListCard } from '../../content/types';
import { sharedListStrings } from './strings';
import { useLocale, useStrings, type UiStrings } from '../../i18n/strings';
import type { Locale } from '../../i18n/locale';
import type { Widen } from '../../i18n/widen';
import type { sharedList } from './sharedList.en';
import type { QuoteProduct } from '../../shared/quoteList/products';
import { addToQuoteList, useQuoteList } from '../../shared/quoteList/quoteList';
import {
  MAX_SHARED,
  parseSharedList,
  type SharedList as SharedListValue,
} from '../../shared/quoteList/sharedList';
import { LazyQuoteSheet, useListPrint } from '../../shared/share/printQuoteSheet';
import { Img } from '../../shell/Img';
import { Link } from '../../shell/LocaleLink';
import styles from './SharedList.module.css';

export interface SharedListProps {
  /** The `list` parameter of the address, as it came: anyone's text, only compared with ids. */
  value: string;
  /** 'Send an enquiry about these': the contact form takes these products (not the visitor's list). */
  onEnquire?: (products: readonly QuoteProduct[]) => void;
  /**
   * 'product': the one product of a `?product=<id>` link (its page's Send enquiry). The form below
   * already asks about it, so the proposal only offers to put it on the visitor's own list.
   */
  kind?: 'shared' | 'product';
}

type Strings = Widen<typeof sharedList>;

/** The cards of the shared products, in the link's order, once their lists' cards are loaded. */
function useListCards(products: readonly QuoteProduct[], locale: Locale): readonly ListCard[] | null {
  const [cards, setCards] = useState<readonly ListCard[] | null>(null);
  useEffect(() => {
    let current = true;
    const lists = [...new Set(products.map((product) => product.list))];
    // Imported here, as in QuoteSheet.tsx: the cards' loader stays in the app chunk.
    void import('../../content/productCards')
      .then(({ listCardsModule }) => Promise.all(lists.map((list) => listCardsModule(list, locale).load())))
      .then(
        (loaded) => {
          const all = loaded.flat();
          const found = products.map((product) => all.find((card) => card.id === product.id));
          if (current) setCards(found.filter((card) => card !== undefined));
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [products, locale]);
  return cards;
}

/** What the link held that is not shown: unknown entries, entries past the limit, or nothing at all. */
function SharedNotes({ shared, t }: { shared: SharedListValue; t: Strings }) {
  const { products } = shared;
  if (!(shared.unknown > 0 || shared.tooMany || products.length === 0)) return null;
  return (
    <ul className={styles.notes}>
      {shared.unknown > 0 && <li>{t.unknown(shared.unknown)}</li>}
      {shared.tooMany && <li>{t.tooMany(MAX_SHARED)}</li>}
      {products.length === 0 && <li>{t.none}</li>}
    </ul>
  );
}

function SharedCards({ cards, strings }: { cards: readonly ListCard[]; strings: UiStrings }) {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.id} className={styles.card}>
          <Img picture={card.picture} className={styles.picture} sizes="96px" />
          <span className={styles.name}>
            <Link to={card.path}>{card.name}</Link>
            <span className={styles.listName}>{strings.lists[card.list]}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

interface SharedActionsProps {
  t: Strings;
  products: readonly QuoteProduct[];
  single: boolean;
  onOwnList: boolean;
  onEnquire?: (products: readonly QuoteProduct[]) => void;
  onAdd: () => void;
  onPrint: () => void;
}

/** Enquire about the products, add them to the visitor's own list, print them. */
function SharedActions({ t, products, single, onOwnList, onEnquire, onAdd, onPrint }: SharedActionsProps) {
  return (
    <div className={styles.actions}>
      {!single && onEnquire && (
        <button type="button" className="button" onClick={() => onEnquire(products)}>
          {t.enquire}
        </button>
      )}
      {!(single && onOwnList) && (
        <button type="button" className={single ? 'button' : 'button button--outline'} onClick={onAdd}>
          {single ? t.product.add : t.addAll}
        </button>
      )}
      {!single && (
        <button
          type="button"
          className={`button button--outline icon-mask ${styles.print}`}
          onClick={onPrint}
        >
          {t.print}
        </button>
      )}
    </div>
  );
}

/**
 * A quote list someone shared, on the contact page: the products by name and picture as a
 * proposal. Adding them to the visitor's own list, or enquiring about them, is the visitor's choice;
 * nothing is merged by itself. The browser's own print of the page prints them as one sheet.
 */
export function SharedList({ value, onEnquire, kind = 'shared' }: SharedListProps) {
  const t = sharedListStrings.use();
  const strings = useStrings();
  const locale = useLocale();
  const headingId = useId();
  const shared = useMemo(() => parseSharedList(value), [value]);
  const { products } = shared;
  const cards = useListCards(products, locale);
  const [added, setAdded] = useState(false);
  const single = kind === 'product';
  const printing = useListPrint(!single && products.length > 0);
  const own = useQuoteList();
  const onOwnList = products.length > 0 && products.every((product) => own.some((p) => p.id === product.id));

  return (
    <section className={styles.shared} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {single ? t.product.heading : products.length > 0 ? t.heading(products.length) : t.emptyHeading}
      </h2>
      {products.length > 0 && <p className={styles.intro}>{single ? t.product.intro : t.intro}</p>}
      <SharedNotes shared={shared} t={t} />
      {cards && cards.length > 0 && (
        <>
          <SharedCards cards={cards} strings={strings} />
          <SharedActions
            t={t}
            products={products}
            single={single}
            onOwnList={onOwnList}
            onEnquire={onEnquire}
            onAdd={() => {
              for (const product of products) addToQuoteList(product.id);
              setAdded(true);
            }}
            onPrint={printing.print}
          />
          <p role="status" className={added || (single && onOwnList) ? styles.added : 'visually-hidden'}>
            {single ? (added ? t.product.added : onOwnList ? t.product.onList : '') : added ? t.added : ''}
          </p>
        </>
      )}
      {printing.mounted && (
        <LazyQuoteSheet products={products} mode={printing.mode} onReady={printing.onReady} />
      )}
    </section>
  );
}
