import { Head, pageTitle } from '../shell/head';
import { Link } from '../shell/LocaleLink';
import { LANG, localizedPath } from '../i18n/locale';
import { pageStringsFor, usePageStrings } from '../i18n/pageStrings';
import { useStrings } from '../i18n/strings';
import styles from './NotFoundPage.module.css';

/**
 * The one not-found page (404.html) for both languages: English, with a note in Russian that leads
 * to the Russian home page (its route preloads the Russian note too).
 */
export function NotFoundPage() {
  const t = useStrings();
  const strings = usePageStrings('notFound');
  const ru = pageStringsFor('ru', 'notFound');
  return (
    <>
      <Head title={pageTitle(strings.title)} description={strings.description} path="/404" noindex />
      <section className={`container ${styles.page}`}>
        <span className="kicker">{strings.kicker}</span>
        <h1>{strings.title}</h1>
        <p className="lead">{strings.lead}</p>
        <ul className={styles.links}>
          <li>
            <Link className="button" to="/">
              {t.nav.home}
            </Link>
          </li>
          <li>
            <Link className="button button--ghost" to="/catalogs">
              {t.nav.products}
            </Link>
          </li>
          <li>
            <Link className="button button--ghost" to="/contact">
              {strings.contact}
            </Link>
          </li>
        </ul>
        <p lang={LANG.ru} className={styles.otherLanguage}>
          {ru.note}{' '}
          <a href={localizedPath('/', 'ru')} lang={LANG.ru} hrefLang={LANG.ru}>
            {ru.noteLink}
          </a>
        </p>
      </section>
    </>
  );
}
