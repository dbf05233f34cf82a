import { Head, pageTitle } from '../shell/head';
import { Card, CardGrid } from '../shell/Card';
import { useLocalePath } from '../shell/LocaleLink';
import { PageHeader } from '../shell/PageHeader';
import { useContent } from '../content/localized';
import { usePageStrings } from '../i18n/pageStrings';
import { useStrings } from '../i18n/strings';
import styles from './ServicesPage.module.css';

export function ServicesPage() {
  const { servicePages, servicesIntro } = useContent('services');
  const { serviceImages } = useContent('images');
  const t = useStrings();
  const strings = usePageStrings('services');
  const local = useLocalePath();
  return (
    <>
      <Head title={pageTitle(t.nav.services)} description={strings.description} path={local('/services')} />
      <PageHeader
        title={servicesIntro.heading}
        kicker={servicesIntro.kicker}
        lead={<p>{servicesIntro.text}</p>}
      />
      <section className={`container ${styles.section}`} aria-label={strings.sectionLabel}>
        <CardGrid>
          {servicePages.map((service, index) => (
            <li key={service.path}>
              <Card
                title={service.title}
                picture={serviceImages[service.key]}
                description={service.cardText}
                priority={index < 3}
                action={{ kind: 'link', to: local(service.path), label: strings.learnMore }}
              />
            </li>
          ))}
        </CardGrid>
      </section>
    </>
  );
}
