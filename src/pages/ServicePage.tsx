import { Head, pageTitle } from '../app/head';
import { breadcrumbJsonLd } from '../app/structuredData';
import { ConsultationCta } from '../components/shell/ConsultationCta';
import { Img } from '../components/shell/Img';
import { PageHeader } from '../components/shell/PageHeader';
import { serviceImages } from '../content/images';
import { servicePage, type ServiceKey } from '../content/services';
import styles from './ServicePage.module.css';

/** /service1../service3: one template, headed as the spec says, with a back arrow to /services. */
export function ServicePage({ serviceKey }: { serviceKey: ServiceKey }) {
  const service = servicePage(serviceKey);
  return (
    <>
      <Head
        title={pageTitle(service.title, 'Services')}
        description={service.metaDescription}
        path={service.path}
        jsonLd={[
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Services', path: '/services' },
            { name: service.title, path: service.path },
          ]),
        ]}
      />
      <PageHeader
        title={service.heading}
        kicker={service.heading === service.title ? 'Services' : service.title}
        back={{ to: '/services', label: 'Back to all services' }}
      />
      <div className={`container ${styles.body}`}>
        <div className={styles.text}>
          {service.lead.map((paragraph) => (
            <p key={paragraph} className="lead">
              {paragraph}
            </p>
          ))}
          <h2>{service.listHeading}</h2>
          <ul className={styles.list}>
            {service.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className={styles.media}>
          <Img picture={serviceImages[service.key]} priority sizes="(min-width: 992px) 480px, 92vw" />
        </div>
      </div>
      <ConsultationCta />
    </>
  );
}
