import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { Navbar } from '../shell/Navbar';
import { Footer } from '../shell/Footer';
import { QuoteButton, QuoteDialog } from '../features/enquiry/QuoteButton';
import { SearchButton } from '../features/search/SearchButton';
import { CatalogueSlot } from '../features/offline/CatalogueSlot';
import { LANG, localizedPath, type Locale } from '../i18n/locale';
import { matchRoute, notFoundRoute } from './routes';
import { useLocale, useStrings } from '../i18n/strings';
import {
  allPartsHydrated,
  EarlyNetworkNote,
  layOutTheRest,
  Part,
  prefetchOnIdle,
  skipThePageBehindDialogs,
} from '../early';
import { idOfHash } from '../lib/hash';
import { registerServiceWorker } from '../features/offline/serviceWorker';
import styles from './Layout.module.css';

/** The page's address in the other language; the other language's home page for an unknown path. */
function otherLanguagePath(pathname: string, locale: Locale): string {
  const route = matchRoute(pathname);
  return localizedPath(route === notFoundRoute ? '/' : route.route, locale);
}

const search = <SearchButton />;
const quote = (className: string) => <QuoteButton className={className} />;
const catalogue = <CatalogueSlot />;

/**
 * Navbar, the page (React Router's outlet), the footer: the layout route of each language. On
 * navigation the page scrolls to the top (or to the part its address names) and focus moves to it.
 */
export function Layout() {
  const { pathname, hash } = useLocation();
  const locale = useLocale();
  const t = useStrings();
  const navigationType = useNavigationType();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  useEffect(() => {
    // The page's language (the prerendered page already has it; a navigation keeps it in step).
    document.documentElement.lang = LANG[locale];
  }, [locale]);

  // On a phone, the page behind an open dialog is not restyled, laid out or painted.
  useEffect(skipThePageBehindDialogs, []);

  useEffect(() => {
    // Marks the page as interactive once every part has hydrated and run its effects: the boot
    // script replays a held search shortcut then (src/app/boot.ts), and end-to-end tests wait for it.
    // Then the parts below the first screen are laid out, what a tap on Quote, a consultation
    // button or Share needs is fetched, in idle time; the service worker is registered after both.
    void allPartsHydrated().then(() => {
      document.documentElement.dataset.hydrated = 'true';
      const laidOut = layOutTheRest();
      prefetchOnIdle();
      registerServiceWorker(laidOut);
    });
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Back and forward keep the browser's own scroll position; a link to a part of a page scrolls
    // to it; a new page starts at the top.
    const target = hash ? document.getElementById(idOfHash(hash)) : null;
    // Every part laid out first (early.css, html[data-jump]), so the jump lands on its target.
    if (target) document.documentElement.dataset.jump = '';
    if (target) target.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Let screen-reader and keyboard users start at the new page, not at the link they used.
    if (!target) main.current?.focus({ preventScroll: true });
    void layOutTheRest();
  }, [pathname, hash, navigationType]);

  return (
    <>
      <a className={styles.skip} href="#main">
        {t.skipToMain}
      </a>
      {/* Each hydrates on its own (see Part). */}
      <Part>
        <Navbar search={search} quote={quote} otherLanguagePath={otherLanguagePath} />
      </Part>
      <Part>
        <main id="main" ref={main} tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      </Part>
      <Part>
        <Footer catalogue={catalogue} />
      </Part>
      {/* Opened by the navigation's Quote button (a part of its own). */}
      <QuoteDialog />
      <EarlyNetworkNote />
    </>
  );
}
