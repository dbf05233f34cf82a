import { Suspense, useCallback, useEffect, useState } from 'react';
import { preloadable, useHydrated, WaitingForNetwork } from '../../early';
import { localizedPath, type Locale } from '../../i18n/locale';
import { searchStrings } from './strings';
import { useLocale, useStrings } from '../../i18n/strings';
import styles from './SearchButton.module.css';

/** The dialog's code and its strings in the page's language. */
const load = (locale: Locale) =>
  Promise.all([import('./SearchDialog'), searchStrings.load(locale)]).then(([m]) => m);
const dialogs = {
  en: preloadable(() => load('en').then((module) => module.SearchDialog)),
  ru: preloadable(() => load('ru').then((module) => module.SearchDialog)),
} satisfies Record<Locale, unknown>;
const preload = (locale: Locale) => void dialogs[locale].preload().catch(() => undefined);

/**
 * The header's Search: in the prerendered HTML (and without JavaScript) a link to the catalogue in
 * the page's language (/catalogs, /ru/catalogs); once
 * the page is interactive a button that opens the search dialog, as do `/` (outside a field) and
 * Ctrl+K or Cmd+K. The dialog, MiniSearch and the index load on first use (hover or focus starts it).
 * A tap before they are in opens the dialog once they are (the button says it is busy meanwhile, and
 * that it waits for the network when that is down); if they cannot come at all, the link goes to the
 * catalogue.
 */
export function SearchButton() {
  const t = useStrings().fcs;
  const locale = useLocale();
  const SearchDialog = dialogs[locale].Component;
  const [open, setOpen] = useState<boolean | null>(null);
  const [opening, setOpening] = useState(false);
  const hydrated = useHydrated();
  const catalogue = localizedPath('/catalogs', locale);

  // The dialog opens once its code is in, so a tap never shows an empty screen or an error.
  const show = useCallback(() => {
    if (open || opening) return;
    // In already (a second opening, or fetched on hover): it opens in the tap's own frame.
    if (dialogs[locale].isLoaded()) return setOpen(true);
    setOpening(true);
    dialogs[locale].preload().then(
      () => {
        setOpening(false);
        setOpen(true);
      },
      () => window.location.assign(catalogue),
    );
  }, [open, opening, locale, catalogue]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const field = (event.target as Element).closest?.('input,textarea,select,[contenteditable]');
      if (event.ctrlKey || event.metaKey ? event.key.toLowerCase() !== 'k' : event.key !== '/' || field)
        return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <>
      <a
        href={catalogue}
        className={`icon-mask ${styles.search}`}
        role={hydrated ? 'button' : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        aria-busy={opening || undefined}
        data-held={opening ? '' : undefined}
        onClick={(event) => {
          // A new tab or window still gets the catalogue.
          if (event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          show();
        }}
        onKeyDown={(event) => {
          // As a button it answers Space as well as Enter.
          if (event.key !== ' ') return;
          event.preventDefault();
          show();
        }}
        onPointerEnter={() => preload(locale)}
        onFocus={() => preload(locale)}
      >
        <span className={`${styles.label} visually-hidden-narrow`}>{t.search.button}</span>
      </a>
      <WaitingForNetwork active={opening} />
      {open !== null && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
