import { Link } from 'react-router-dom';
import { Head, pageTitle } from '../app/head';
import { PageHeader } from '../components/shell/PageHeader';
import { partnerMarks } from '../content/images';
import { partners, partnersIntro } from '../content/partners';
import { company } from '../content/shell/company';
import styles from './BrandsPage.module.css';

/** /brands: 'Our Partners', the nine partner marks with what we carry from each. */
export function BrandsPage() {
  return (
    <>
      <Head
        title={pageTitle('Our Partners')}
        description={`IVM represents ${company.manufacturers} manufacturers of laboratory and medical equipment, among them Dakewe, Alifax, Giles Scientific, iLSA Diagnostics and Copan.`}
        path="/brands"
      />
      <PageHeader
        title={partnersIntro.heading}
        kicker="Partners"
        lead={partnersIntro.text.map((p) => (
          <p key={p}>{p}</p>
        ))}
      />
      <section className={`container ${styles.section}`} aria-label="Partner manufacturers">
        <ul className={styles.grid}>
          {partners.map((partner, index) => {
            const mark = partnerMarks[partner.slug];
            return (
              <li key={partner.slug} className={styles.partner}>
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
