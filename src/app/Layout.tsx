import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from './router';
import { Navbar } from '../components/shell/Navbar';
import { Footer } from '../components/shell/Footer';
import { LANG } from '../i18n/locale';
import { useLocale, useStrings } from '../i18n/strings';
import { HydrateLater } from '../components/shell/HydrateLater';
import { hydrationSettled } from '../components/shell/hydration';
import { layOutTheRest } from '../components/shell/layOutTheRest';
import styles from './Layout.module.css';

/** Navbar, the page, the footer. On navigation the page scrolls to the top and focus moves to it. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const t = useStrings();
  const navigationType = useNavigationType();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  useEffect(() => {
    // The page's language (the prerendered page already has it; a navigation keeps it in step).
    document.documentElement.lang = LANG[locale];
  }, [locale]);

  useEffect(() => {
    // Marks the page as interactive once every part has hydrated and run its effects: the boot
    // script replays a held search shortcut then (src/main.tsx), and end-to-end tests wait for it.
    // Then the parts below the first screen are laid out in idle time.
    void hydrationSettled().then(() => {
      document.documentElement.dataset.hydrated = 'true';
      void layOutTheRest();
    });
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Back and forward keep the browser's own scroll position; a new page starts at the top.
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Let screen-reader and keyboard users start at the new page, not at the link they used.
    main.current?.focus({ preventScroll: true });
    void layOutTheRest();
  }, [pathname, navigationType]);

  return (
    <>
      <a className={styles.skip} href="#main">
        {t.skipToMain}
      </a>
      {/* Each hydrates in a task of its own (see HydrateLater). */}
      <HydrateLater>
        <Navbar />
      </HydrateLater>
      <HydrateLater>
        <main id="main" ref={main} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </HydrateLater>
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </>
  );
}
