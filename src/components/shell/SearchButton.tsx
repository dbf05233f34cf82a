import { lazy, Suspense, useEffect, useState } from 'react';
import { localizedPath, type Locale } from '../../i18n/locale';
import { loadPageStrings } from '../../i18n/pageStrings';
import { useLocale, useStrings } from '../../i18n/strings';
import styles from './SearchButton.module.css';
import { useHydrated } from './useHydrated';

/** The dialog's code and its strings in the page's language. */
const load = (locale: Locale) =>
  Promise.all([import('../../search/SearchDialog'), loadPageStrings(locale, ['search'])]).then(([m]) => m);
const dialogs = {
  en: lazy(() => load('en').then((module) => ({ default: module.SearchDialog }))),
  ru: lazy(() => load('ru').then((module) => ({ default: module.SearchDialog }))),
} satisfies Record<Locale, unknown>;
const preload = (locale: Locale) => void load(locale).catch(() => undefined);

/**
 * The header's Search: in the prerendered HTML (and without JavaScript) a link to the catalogue in
 * the page's language (/catalogs, /ru/catalogs); once
 * the page is interactive a button that opens the search dialog, as do `/` (outside a field) and
 * Ctrl+K or Cmd+K. The dialog, MiniSearch and the index load on first use (hover or focus starts it).
 */
export function SearchButton() {
  const t = useStrings().fcs;
  const locale = useLocale();
  const SearchDialog = dialogs[locale];
  const [open, setOpen] = useState<boolean | null>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const field = (event.target as Element).closest?.('input,textarea,select,[contenteditable]');
      if (event.ctrlKey || event.metaKey ? event.key.toLowerCase() !== 'k' : event.key !== '/' || field)
        return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <a
        href={localizedPath('/catalogs', locale)}
        className={`icon-mask ${styles.search}`}
        role={hydrated ? 'button' : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onClick={(event) => {
          // A new tab or window still gets the catalogue.
          if (event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          setOpen(true);
        }}
        onKeyDown={(event) => {
          // As a button it answers Space as well as Enter.
          if (event.key !== ' ') return;
          event.preventDefault();
          setOpen(true);
        }}
        onPointerEnter={() => preload(locale)}
        onFocus={() => preload(locale)}
      >
        <span className={`${styles.label} visually-hidden-narrow`}>{t.search.button}</span>
      </a>
      {open !== null && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
