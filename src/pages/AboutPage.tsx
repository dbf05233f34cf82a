import { Head, pageTitle } from '../shell/head';
import { keepFiguresWhole } from '../lib/keepFiguresWhole';
import { ConsultationCta } from '../features/enquiry/ConsultationCta';
import { Img } from '../shell/Img';
import { PageHeader } from '../shell/PageHeader';
import { useContent } from '../content/localized';
import { company } from '../content/shell/company';
import { localizedPath } from '../i18n/locale';
import { usePageStrings } from '../i18n/pageStrings';
import { useLocale } from '../i18n/strings';
import styles from './AboutPage.module.css';

export function AboutPage() {
  const { about } = useContent('about');
  const { sectionImages } = useContent('images');
  const strings = usePageStrings('about');
  const locale = useLocale();
  const facts = [
    { value: String(company.founded), label: strings.facts.founded },
    { value: String(company.manufacturers), label: strings.facts.manufacturers },
    { value: String(company.customers), label: strings.facts.customers },
  ];
  return (
    <>
      <Head
        title={pageTitle(strings.title)}
        description={strings.description(company.name, company.founded, company.manufacturers)}
        path={localizedPath('/about', locale)}
      />
      <PageHeader title={about.heading} kicker={about.kicker} lead={<p>{keepFiguresWhole(about.lead)}</p>} />
      <div className={`container ${styles.body}`}>
        <div className={styles.text}>
          {about.paragraphs.map((p) => (
            <p key={p}>{keepFiguresWhole(p)}</p>
          ))}
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={styles.media}>
          <Img picture={sectionImages.about} priority sizes="(min-width: 992px) 480px, 92vw" />
        </div>
      </div>
      <section className={`render-later ${styles.clients}`} aria-labelledby="clients">
        <div className="container">
          <h2 id="clients">{about.clientsHeading}</h2>
          <ul>
            {about.clients.map((client) => (
              <li key={client}>{client}</li>
            ))}
          </ul>
        </div>
      </section>
      <ConsultationCta />
    </>
  );
}
