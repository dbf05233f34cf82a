import { QUOTE_NAMES_KEY } from '../lib/storageKeys';
import { useHydrated } from './useHydrated';

type KeptNames = Record<string, Record<string, string>>;

/** Keeps the names of the products on the quote list, in one language, for the next page's early box. */
export function keepQuoteNames(names: Record<string, string>, lang: string): void {
  try {
    const kept = (JSON.parse(localStorage.getItem(QUOTE_NAMES_KEY) ?? '{}') ?? {}) as KeptNames;
    kept[lang] = names;
    localStorage.setItem(QUOTE_NAMES_KEY, JSON.stringify(kept));
  } catch {
    // No storage (or a foreign value in it): the box stays empty before the scripts, nothing more.
  }
}

/**
 * The quote list in the prerendered Quote dialog before the scripts have run. A buyer who taps Quote
 * the moment it shows gets the dialog from the browser itself; the inline script (./earlyTaps.js)
 * fills this box from the names kept by `keepQuoteNames`, as text, so the list is there with the
 * form. React leaves the box's content alone while it hydrates and drops the box afterwards, when
 * the dialog's own list takes over. `classes` are the class names the script gives the heading, the
 * list, an item and a name, in that order.
 */
export function EarlyQuoteList({
  title,
  className,
  classes,
}: {
  title: string;
  className: string | undefined;
  classes: readonly (string | undefined)[];
}) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <div
      hidden
      className={className}
      data-early-quote-list={title}
      data-classes={classes.join(' ')}
      // Filled by the inline script before hydration: React must not compare or replace it.
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
