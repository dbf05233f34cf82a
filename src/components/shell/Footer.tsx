import { Link } from 'react-router-dom';
import logo from '../../assets/logo.svg';
import { company, copyrightLine } from '../../content/shell/company';
import { footerColumns } from '../../content/shell/navigation';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Link to="/" className={styles.logo} aria-label={`${company.name}, home`}>
            <img src={logo} alt="" width="168" height="40" loading="lazy" />
          </Link>
          <p className={styles.tagline}>{company.footerTagline}</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading} className={styles.column}>
            <h2 className={styles.heading}>{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.path}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.column}>
          <h2 className={styles.heading}>Contact</h2>
          <address className={styles.address}>
            <span>{company.address.oneLine}</span>
            <a href={`mailto:${company.email}`}>{company.email}</a>
            <a href={`tel:${company.phone.tel}`}>{company.phone.display}</a>
          </address>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>{copyrightLine}</p>
        </div>
      </div>
    </footer>
  );
}
