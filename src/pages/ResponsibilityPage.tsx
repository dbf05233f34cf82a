import { Head, pageTitle } from '../shell/head';
import { ConsultationCta } from '../features/enquiry/ConsultationCta';
import { Img } from '../shell/Img';
import { Link } from '../shell/LocaleLink';
import { PageHeader } from '../shell/PageHeader';
import { useContent } from '../content/localized';
import { localizedPath } from '../i18n/locale';
import { usePageStrings } from '../i18n/pageStrings';
import { useLocale, useStrings } from '../i18n/strings';
import styles from './ResponsibilityPage.module.css';

/** /responsibility: comprehensive solutions in bacteriology, cytology and histology. */
export function ResponsibilityPage() {
  const { responsibility } = useContent('about');
  const { sectionImages } = useContent('images');
  const t = useStrings();
  const strings = usePageStrings('responsibility');
  const locale = useLocale();
  return (
    <>
      <Head
        title={pageTitle(t.nav.responsibility)}
        description={strings.description}
        path={localizedPath('/responsibility', locale)}
      />
      <PageHeader
        title={responsibility.heading}
        kicker={responsibility.kicker}
        lead={<p>{responsibility.lead}</p>}
      />
      <div className={`container ${styles.bands}`}>
        {responsibility.sections.map((section, index) => (
          <section key={section.key} className={`render-later ${styles.band}`} data-flip={index % 2 === 1}>
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
