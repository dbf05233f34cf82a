import { Link } from 'react-router-dom';
import { Head, pageTitle } from '../app/head';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  return (
    <>
      <Head
        title={pageTitle('Page not found')}
        description="The page you asked for is not on the IVM Medical website. Try the home page, the product catalogue or the contact page."
        path="/404"
        noindex
      />
      <section className={`container ${styles.page}`}>
        <span className="kicker">Error 404</span>
        <h1>Page not found</h1>
        <p className="lead">
          We could not find that page. It may have moved, or the link may be mistyped. These will get you back
          on track:
        </p>
        <ul className={styles.links}>
          <li>
            <Link className="button" to="/">
              Home
            </Link>
          </li>
          <li>
            <Link className="button button--ghost" to="/catalogs">
              Products
            </Link>
          </li>
          <li>
            <Link className="button button--ghost" to="/contact">
              Contact
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
