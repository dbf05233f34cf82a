import { Head, pageTitle } from '../shell/head';
import { Link } from '../shell/LocaleLink';
import { PageHeader } from '../shell/PageHeader';
import { useContent } from '../content/localized';
import { company } from '../content/shell/company';
import { localizedPath } from '../i18n/locale';
import { usePageStrings } from '../i18n/pageStrings';
import { useLocale } from '../i18n/strings';
import styles from './BrandsPage.module.css';

/** /brands: 'Our Partners', the nine partner marks with what we carry from each. */
export function BrandsPage() {
  const { partnerMarks } = useContent('images');
  const { partners, partnersIntro } = useContent('partners');
  const strings = usePageStrings('brands');
  const locale = useLocale();
  return (
    <>
      <Head
        title={pageTitle(strings.title)}
        description={strings.description(company.manufacturers)}
        path={localizedPath('/brands', locale)}
      />
      <PageHeader
        title={partnersIntro.heading}
        kicker={strings.kicker}
        lead={partnersIntro.text.map((p) => (
          <p key={p}>{p}</p>
        ))}
      />
      <section className={`container ${styles.section}`} aria-label={strings.sectionLabel}>
        <ul className={styles.grid}>
          {partners.map((partner, index) => {
            const mark = partnerMarks[partner.slug];
            return (
              <li key={partner.slug} className={`render-later ${styles.partner}`}>
                <div className={styles.mark}>
                  <img
                    src={mark.src}
                    width={mark.width}
                    height={mark.height}
                    alt={partner.name}
                    loading={index < 6 ? 'eager' : 'lazy'}
                  />
                </div>
                <h2 className={styles.name}>{partner.name}</h2>
                <p className={styles.line}>{partner.line}</p>
                {partner.products && (
                  <ul className={styles.products}>
                    {partner.products.map((product) => (
                      <li key={product.path}>
                        <Link to={product.path}>{product.name}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
