import { Head, pageTitle } from '../app/head';
import { Card, CardGrid } from '../components/shell/Card';
import { PageHeader } from '../components/shell/PageHeader';
import { serviceImages } from '../content/images';
import { servicePages, servicesIntro } from '../content/services';
import styles from './ServicesPage.module.css';

export function ServicesPage() {
  return (
    <>
      <Head
        title={pageTitle('Services')}
        description="IVM services for hospitals, clinics and laboratories: healthcare audit and consulting, integrated hospital design and equipment, maintenance and repair."
        path="/services"
      />
      <PageHeader
        title={servicesIntro.heading}
        kicker={servicesIntro.kicker}
        lead={<p>{servicesIntro.text}</p>}
      />
      <section className={`container ${styles.section}`} aria-label="Service pages">
        <CardGrid>
          {servicePages.map((service, index) => (
            <li key={service.path}>
              <Card
                title={service.title}
                picture={serviceImages[service.key]}
                description={service.cardText}
                priority={index < 3}
                action={{ kind: 'link', to: service.path, label: 'Learn more' }}
              />
            </li>
          ))}
        </CardGrid>
      </section>
    </>
  );
}
