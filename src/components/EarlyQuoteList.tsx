import { useEffect } from 'react';
import { LANG } from '../i18n/locale';
import { usePageStrings } from '../i18n/pageStrings';
import { useLocale } from '../i18n/strings';
import { nameQuoteProducts, type NamedQuoteProduct } from '../quote/products';
import { useQuoteList } from '../quote/quoteList';
import { useHydrated } from './shell/useHydrated';
import styles from './QuoteListSummary.module.css';

/** Where this browser keeps the names of the products on its quote list, by language, for the box below. */
export const QUOTE_NAMES_KEY = 'ivm.quoteList.names.v1';

type KeptNames = Record<string, Record<string, string>>;

function keepNames(named: readonly NamedQuoteProduct[], lang: string): void {
  try {
    const kept = (JSON.parse(localStorage.getItem(QUOTE_NAMES_KEY) ?? '{}') ?? {}) as KeptNames;
    kept[lang] = Object.fromEntries(named.map((product) => [product.id, product.name]));
    localStorage.setItem(QUOTE_NAMES_KEY, JSON.stringify(kept));
  } catch {
    // No storage (or a foreign value in it): the box stays empty before the scripts, nothing more.
  }
}

/**
 * The quote list in the prerendered Quote dialog before the scripts have run. A buyer who taps Quote
 * the moment it shows gets the dialog from the browser itself (src/components/shell/QuoteButton.tsx);
 * the page's inline script (src/earlyTaps.js) fills this box from the names kept here, as text, so
 * the list is there with the form. React leaves the box's content alone while it hydrates and drops
 * the box afterwards: the quote list above the form (QuoteListSummary) takes over, with its links and
 * Remove buttons. Once hydrated, it keeps the names of the products on the list in this language.
 */
export function EarlyQuoteList() {
  const hydrated = useHydrated();
  const t = usePageStrings('enquiry');
  const locale = useLocale();
  const list = useQuoteList();

  useEffect(() => {
    if (list.length === 0) return;
    let current = true;
    void nameQuoteProducts(list, locale).then((named) => {
      if (current) keepNames(named, LANG[locale]);
    });
    return () => {
      current = false;
    };
  }, [list, locale]);

  if (hydrated) return null;
  return (
    <div
      hidden
      className={styles.summary}
      data-early-quote-list={t.quoteList.title}
      data-classes={[styles.heading, styles.list, styles.item, styles.name].join(' ')}
      // Filled by the inline script before hydration: React must not compare or replace it.
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
