import { Head, pageTitle } from '../app/head';
import { ConsultationCta } from '../components/shell/ConsultationCta';
import { Img } from '../components/shell/Img';
import { PageHeader } from '../components/shell/PageHeader';
import { about } from '../content/about';
import { company } from '../content/shell/company';
import { sectionImages } from '../content/images';
import styles from './AboutPage.module.css';

export function AboutPage() {
  const facts = [
    { value: String(company.founded), label: 'Founded in the UAE' },
    { value: String(company.manufacturers), label: 'Manufacturers represented' },
    { value: String(company.customers), label: 'Satisfied customers' },
  ];
  return (
    <>
      <Head
        title={pageTitle('About Us')}
        description={`${company.name}, founded in the UAE in ${company.founded}, represents ${company.manufacturers} manufacturers of medical equipment in the CIS countries, India and South Asia.`}
        path="/about"
      />
      <PageHeader title={about.heading} kicker={about.kicker} lead={<p>{about.lead}</p>} />
      <div className={`container ${styles.body}`}>
        <div className={styles.text}>
          {about.paragraphs.map((p) => (
            <p key={p}>{p}</p>
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
      <section className={styles.clients} aria-labelledby="clients">
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
