import { Head, pageTitle } from '../shell/head';
import { breadcrumbJsonLd } from '../shell/structuredData';
import { keepFiguresWhole } from '../lib/keepFiguresWhole';
import { ConsultationCta } from '../features/enquiry/ConsultationCta';
import { Img } from '../shell/Img';
import { useLocalePath } from '../shell/LocaleLink';
import { PageHeader } from '../shell/PageHeader';
import { useContent } from '../content/localized';
import type { ServiceKey } from '../content/screens/services';
import { usePageStrings } from '../i18n/pageStrings';
import { useStrings } from '../i18n/strings';
import styles from './ServicePage.module.css';

/** /service1../service3: one template, headed as the spec says, with a back arrow to /services. */
export function ServicePage({ serviceKey }: { serviceKey: ServiceKey }) {
  const service = useContent('services').servicePage(serviceKey);
  const { serviceImages } = useContent('images');
  const t = useStrings();
  const strings = usePageStrings('service');
  const local = useLocalePath();
  const path = local(service.path);
  return (
    <>
      <Head
        title={pageTitle(service.title, t.nav.services)}
        description={service.metaDescription}
        path={path}
        jsonLd={[
          breadcrumbJsonLd([
            { name: t.nav.home, path: local('/') },
            { name: t.nav.services, path: local('/services') },
            { name: service.title, path },
          ]),
        ]}
      />
      <PageHeader
        title={service.heading}
        kicker={service.heading === service.title ? t.nav.services : service.title}
        back={{ to: local('/services'), label: strings.back }}
      />
      <div className={`container ${styles.body}`}>
        <div className={styles.text}>
          {service.lead.map((paragraph) => (
            <p key={paragraph} className="lead">
              {keepFiguresWhole(paragraph)}
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
