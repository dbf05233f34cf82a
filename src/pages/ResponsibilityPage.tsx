import { Link } from 'react-router-dom';
import { Head, pageTitle } from '../app/head';
import { ConsultationCta } from '../components/shell/ConsultationCta';
import { Img } from '../components/shell/Img';
import { PageHeader } from '../components/shell/PageHeader';
import { responsibility } from '../content/about';
import { sectionImages } from '../content/images';
import styles from './ResponsibilityPage.module.css';

/** /responsibility: comprehensive solutions in bacteriology, cytology and histology. */
export function ResponsibilityPage() {
  return (
    <>
      <Head
        title={pageTitle('Comprehensive solutions')}
        description="Comprehensive laboratory solutions from IVM in bacteriology, cytology and histology: equipment chosen to make lab work easier and results faster."
        path="/responsibility"
      />
      <PageHeader
        title={responsibility.heading}
        kicker={responsibility.kicker}
        lead={<p>{responsibility.lead}</p>}
      />
      <div className={`container ${styles.bands}`}>
        {responsibility.sections.map((section, index) => (
          <section key={section.key} className={styles.band} data-flip={index % 2 === 1}>
            <div className={styles.media}>
              <Img
                picture={sectionImages[section.key]}
                priority={index === 0}
                sizes="(min-width: 992px) 540px, 92vw"
              />
            </div>
            <div className={styles.text}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              <Link to={section.link.path} className="button button--ghost">
                {section.link.label}
              </Link>
            </div>
          </section>
        ))}
      </div>
      <ConsultationCta />
    </>
  );
}
