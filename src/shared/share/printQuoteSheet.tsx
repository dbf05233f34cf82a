import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { preloadable } from '../../early';
import type { Locale } from '../../i18n/locale';
import { shareStrings } from './strings';
import { useLocale } from '../../i18n/strings';
import type { QuoteSheetProps } from './QuoteSheet';

/** The printed sheet's code and strings, loaded when a list is to be printed (never on first load). */
const load = (locale: Locale) =>
  Promise.all([import('./QuoteSheet'), shareStrings.load(locale)]).then(([module]) => module.QuoteSheet);
const sheets = {
  en: preloadable<QuoteSheetProps>(() => load('en')),
  ru: preloadable<QuoteSheetProps>(() => load('ru')),
} satisfies Record<Locale, unknown>;

/** The printed sheet of a list (src/shared/share/QuoteSheet.tsx), its code loaded on first use. */
export function LazyQuoteSheet(props: QuoteSheetProps) {
  const Sheet = sheets[useLocale()].Component;
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}

/**
 * Printing a list. With `withPage` the sheet is there all along (the contact page: the browser's own
 * print gives it too); otherwise it is made when Print is pressed and goes after printing. `print()`
 * prints once the sheet is drawn.
 */
export function useListPrint(withPage: boolean) {
  const [asked, setAsked] = useState(false);
  const mounted = withPage || asked;
  const ready = useRef(false);
  const pending = useRef(false);
  useEffect(() => {
    if (!mounted) ready.current = false;
  }, [mounted]);
  useEffect(() => {
    if (!asked || withPage) return;
    const done = () => setAsked(false);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, [asked, withPage]);
  const onReady = useCallback(() => {
    ready.current = true;
    if (pending.current) {
      pending.current = false;
      window.print();
    }
  }, []);
  const print = useCallback(() => {
    if (mounted && ready.current) {
      window.print();
      return;
    }
    pending.current = true;
    setAsked(true);
  }, [mounted]);
  return { mode: withPage ? ('page' as const) : ('demand' as const), mounted, onReady, print };
}
