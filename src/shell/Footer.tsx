import type { ReactNode } from 'react';
import { useStrings } from '../i18n/strings';
import { Link } from './LocaleLink';
import logo from '../assets/logo.svg';
import { company, copyrightLine } from '../content/shell/company';
import { footerBottomLinks, footerColumns } from '../content/shell/navigation';
import styles from './Footer.module.css';

/** The site's footer; `catalogue` is the control that keeps the catalogue on the device. */
export function Footer({ catalogue }: { catalogue: ReactNode }) {
  const t = useStrings();
  return (
    <footer className={`dark-part ${styles.footer}`}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Link to="/" className={styles.logo} aria-label={t.homeLinkLabel(company.name)}>
            <img src={logo} alt="" width="168" height="40" loading="lazy" />
          </Link>
          <p className={styles.tagline}>{t.footer.tagline}</p>
          {/* Its room is kept from the first paint: the control comes in idle time, and must push nothing. */}
          <div className={styles.catalogueSlot}>{catalogue}</div>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={t.footer[column.heading]} className={styles.column}>
            <h2 className={styles.heading}>{t.footer[column.heading]}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link to={link.path}>{t.nav[link.key]}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.column}>
          <h2 className={styles.heading}>{t.footer.contact}</h2>
          <address className={styles.address}>
            <span>{t.footer.address}</span>
            <a href={`mailto:${company.email}`}>{company.email}</a>
            <a href={`tel:${company.phone.tel}`}>{company.phone.display}</a>
          </address>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomRow}`}>
          <p>{copyrightLine}</p>
          <ul>
            {footerBottomLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.path}>{t.nav[link.key]}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
