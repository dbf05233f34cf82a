import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
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
  const typed = useKeysWhileOpening(opening);
  const [typedFirst, setTypedFirst] = useState('');
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
        // Rendered and focused in this task, with what was typed meanwhile: no key falls in between.
        flushSync(() => {
          setTypedFirst(typed.current);
          setOpening(false);
          setOpen(true);
        });
      },
      () => window.location.assign(catalogue),
    );
  }, [open, opening, locale, catalogue, typed]);

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
          <SearchDialog open={open} onClose={() => setOpen(false)} typed={typedFirst} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The letters typed while the dialog's code is on its way (a buyer types as soon as they tap): kept
 * from the page, for the box to start with them. Listened to from the commit that starts the opening
 * (a layout effect: no frame in between) until the dialog opens.
 */
function useKeysWhileOpening(opening: boolean) {
  const typed = useRef('');
  useLayoutEffect(() => {
    if (!opening) return;
    typed.current = '';
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      // Typing in a field meanwhile (the visitor went on to another one): that field's.
      if ((event.target as Element).closest?.('input,textarea,select,[contenteditable]')) return;
      if (event.key.length === 1) typed.current += event.key;
      else if (event.key === 'Backspace') typed.current = typed.current.slice(0, -1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [opening]);
  return typed;
}
