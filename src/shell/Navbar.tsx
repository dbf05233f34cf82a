import { company } from '../content/shell/company';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useLocation } from 'react-router-dom';
import { routeOfPath, type Locale } from '../i18n/locale';
import { useStrings } from '../i18n/strings';
import { Link, NavLink } from './LocaleLink';
import logo from '../assets/logo.svg';
import { companyMenu, topLinksAfterCompany } from '../content/shell/navigation';
import styles from './Navbar.module.css';

/** Top navigation on every page: logo, Home, Company menu, Products, Services, Contact us, Quote. */
export function Navbar({
  search,
  quote,
  otherLanguagePath,
}: {
  /** The search button (the search feature's), beside the logo. */
  search: ReactNode;
  /** The Quote button, given the bar's class for it: outside the collapsible menu. */
  quote: (className: string) => ReactNode;
  /** The page's address in the other language. */
  otherLanguagePath: (pathname: string, locale: Locale) => string;
}) {
  const { pathname } = useLocation();
  const t = useStrings();
  const { menuOpen, setMenuOpen, companyOpen, setCompanyOpen, menuButton, nav } = useMenus(pathname);
  const navId = useId();
  const companyId = useId();
  const companyActive = companyMenu.some((item) => item.path === routeOfPath(pathname));

  return (
    <header className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <Link to="/" className={styles.logo} aria-label={t.homeLinkLabel(company.name)}>
          <img src={logo} alt="" width="168" height="40" />
        </Link>
        {search}
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.bars} aria-hidden="true" data-open={menuOpen} />
          <span className="visually-hidden-narrow">{t.nav.menu}</span>
        </button>
        <nav ref={nav} id={navId} aria-label={t.nav.main} className={styles.nav} data-open={menuOpen}>
          <ul className={styles.list}>
            <li>
              <NavLink to="/" end className={styles.link}>
                {t.nav.home}
              </NavLink>
            </li>
            <CompanyMenu id={companyId} open={companyOpen} setOpen={setCompanyOpen} active={companyActive} />
            {topLinksAfterCompany.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} className={styles.link}>
                  {t.nav[item.key]}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* The same page in the other language: a real link (a full page load), never a redirect. Its
              name holds what it shows ('RU'), so a voice command naming what is seen finds it. */}
          <a
            className={styles.language}
            href={otherLanguagePath(pathname, t.languageSwitch.otherLang === 'ru' ? 'ru' : 'en')}
            hrefLang={t.languageSwitch.otherLang}
            lang={t.languageSwitch.otherLang}
            aria-label={`${t.languageSwitch.other} — ${t.languageSwitch.otherName}`}
          >
            {t.languageSwitch.other}
          </a>
        </nav>
        {/* Outside the collapsible navigation: on a phone the buyer's main action is one tap away. */}
        {quote(`button ${styles.quote}`)}
      </div>
    </header>
  );
}

/** The phone menu's and the Company menu's state: both close on navigation. */
function useMenus(pathname: string) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [companyOpen, setCompanyOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  usePhoneMenuEscape(menuOpen && !companyOpen, setMenuOpen, menuButton, nav);

  // Navigation closes both menus (state adjusted while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
    setCompanyOpen(false);
  }
  return { menuOpen, setMenuOpen, companyOpen, setCompanyOpen, menuButton, nav };
}

/**
 * The phone menu, a disclosure: Escape on its button or anywhere inside it closes it and puts focus
 * back on its button. Not while the Company submenu is open: that Escape closes the submenu only.
 * Not an Escape elsewhere (in a dialog opened over the menu: that one closes the dialog).
 */
function usePhoneMenuEscape(
  active: boolean,
  setOpen: Dispatch<SetStateAction<boolean>>,
  button: RefObject<HTMLButtonElement | null>,
  nav: RefObject<HTMLElement | null>,
) {
  // A layout effect: the listener is there as the menu opens (as the Company menu's, below).
  useLayoutEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Node;
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!nav.current?.contains(target) && !button.current?.contains(target)) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, setOpen, button, nav]);
}

interface CompanyMenuProps {
  /** The dropdown's id (the bar's, so the prerendered id stays where it was). */
  id: string;
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  /** Whether the page is one of the menu's. */
  active: boolean;
}

/** The Company menu: a button and its dropdown of the company's pages. */
function CompanyMenu({ id, open, setOpen, active }: CompanyMenuProps) {
  const t = useStrings();
  const companyRef = useRef<HTMLLIElement>(null);
  const companyButton = useRef<HTMLButtonElement>(null);

  // The Company menu closes on Escape and on a click outside it.
  // A layout effect: the listeners are there as the menu opens, before a key pressed right after it.
  useLayoutEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!companyRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        companyButton.current?.focus();
      }
    };
    const onFocus = (event: FocusEvent) => {
      if (!companyRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, setOpen]);

  return (
    <li className={styles.company} ref={companyRef}>
      <button
        ref={companyButton}
        type="button"
        className={styles.link}
        data-active={active}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((open) => !open)}
      >
        {t.nav.company}
        <svg className={styles.chevron} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={id} className={styles.dropdown} hidden={!open}>
        {companyMenu.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} className={styles.dropdownLink}>
              {t.nav[item.key]}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
