import { useContent } from '../../content/localized';
import { Link } from '../../shell/LocaleLink';
import { Arrow } from './Arrow';
import { Icon, isIconName } from './Icon';
import styles from './homeSectionStyles';

/** The company's services, each with its icon and, where it has a page, a link to it. */
export function HomeServices() {
  const { servicesGrid } = useContent('home');
  const { icons } = useContent('images');
  const { companyServices } = useContent('services');
  return (
    <section className={`render-later ${styles.section}`} aria-labelledby="home-services">
      <div className="container">
        <div className={`${styles.sectionHead} ${styles.centered}`}>
          <span className="kicker">{servicesGrid.kicker}</span>
          <h2 id="home-services">{servicesGrid.heading}</h2>
          <p className="lead">{servicesGrid.intro}</p>
        </div>
        <ul className={styles.services}>
          {companyServices.map((service) => (
            <li key={service.name} className={styles.service}>
              <span className={styles.serviceIcon}>
                {isIconName(icons, service.icon) && <Icon name={service.icon} />}
              </span>
              <h3 className={styles.serviceTitle}>{service.name}</h3>
              <p className={styles.serviceText}>{service.text}</p>
              {service.path && (
                <Link to={service.path} className={styles.serviceLink}>
                  {servicesGrid.linkLabel}
                  <span className="visually-hidden">{`: ${service.name}`}</span>
                  <Arrow />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
