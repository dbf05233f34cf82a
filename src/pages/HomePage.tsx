import { company } from '../content/shell/company';
import { Head } from '../shell/head';
import { organizationJsonLd } from '../shell/structuredData';
import { Card, CardGrid } from '../shell/Card';
import { ConsultationButton } from '../features/enquiry/ConsultationButton';
import { CountUpStat } from '../features/home/CountUpStat';
import { HeroVideo } from '../features/home/HeroVideo';
import { keepFiguresWhole } from '../lib/keepFiguresWhole';
import { Img } from '../shell/Img';
import { Link, useLocalePath } from '../shell/LocaleLink';
import { PartnerCarousel, type PartnerMarkItem } from '../features/home/PartnerCarousel/PartnerCarousel';
import { useContent } from '../content/localized';
import { cardOf } from '../content/productCards';
import type { IconName } from '../content/images';
import type { ListCard } from '../content/types';
import { localizedPath } from '../i18n/locale';
import { usePageStrings } from '../i18n/pageStrings';
import { useLocale, useStrings } from '../i18n/strings';
import { Part } from '../early';
import styles from './HomePage.module.css';

function Arrow() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M4 10h11M11 5l5 5-5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

const isIconName = (icons: Readonly<Record<IconName, unknown>>, name: string): name is IconName =>
  name in icons;

/**
 * One of the site's line icons (src/content/images.ts `icons`), drawn in the text colour through a
 * CSS mask. The mask image is set per icon in the stylesheet, not in a style attribute: the site's
 * Content-Security-Policy (style-src 'self') does not apply inline styles from the prerendered HTML.
 */
function Icon({ name }: { name: IconName }) {
  return <span aria-hidden="true" className={`${styles.icon} ${styles[`icon-${name}`] ?? ''}`} />;
}

/**
 * The home page: video header, products, AI solutions, about, counters, services, consultation,
 * partners. `cards`: the cards of the lists the overview shows, in the page's language (the home
 * route loads them: src/app/routes.tsx).
 */
export function HomePage({ cards }: { cards: readonly ListCard[] }) {
  const { aboutUs, aiSolutions, consultation, counters, hero, overview, partnersSection, servicesGrid } =
    useContent('home');
  const { icons, logo, partnerMarks, sectionImages } = useContent('images');
  const { partners } = useContent('partners');
  const { companyServices } = useContent('services');
  const t = useStrings();
  const strings = usePageStrings('home');
  const locale = useLocale();
  const local = useLocalePath();
  const partnerItems: readonly PartnerMarkItem[] = partnersSection.order.flatMap((slug) => {
    const partner = partners.find((p) => p.slug === slug);
    return partner
      ? [{ key: slug, name: partner.name, picture: partnerMarks[slug], to: local('/brands') }]
      : [];
  });
  return (
    <>
      <Head
        title={strings.title}
        description={strings.description(company.name, company.manufacturers, company.founded)}
        path={localizedPath('/', locale)}
        jsonLd={[organizationJsonLd(logo.src)]}
      />

      <Part>
        <HeroVideo labelledBy="home-title">
          <div className={styles.heroText}>
            <span className={styles.heroKicker}>{hero.kicker}</span>
            <h1 id="home-title" className={styles.heroTitle}>
              {hero.heading}
            </h1>
            <p className={styles.heroSubtitle}>{hero.subtitle}</p>
            <p className={styles.heroLead}>{keepFiguresWhole(hero.lead)}</p>
            <div className={styles.heroActions}>
              <Link to={hero.primary.to} className="button button--light">
                {hero.primary.label}
                <Arrow />
              </Link>
              <Link to={hero.secondary.to} className={`button ${styles.buttonOutlineLight}`}>
                {hero.secondary.label}
              </Link>
            </div>
          </div>
        </HeroVideo>
      </Part>

      <Part>
        <section className={styles.section} aria-labelledby="home-overview">
          <div className="container">
            <div className={styles.sectionHead}>
              <span className="kicker">{overview.kicker}</span>
              <h2 id="home-overview">{overview.heading}</h2>
              <p className="lead">{keepFiguresWhole(overview.intro)}</p>
            </div>
            <CardGrid columns={4}>
              {overview.cards.map(({ id, name }) => {
                const product = cardOf(cards, id);
                return (
                  <li key={id} data-testid="overview-card">
                    <Card
                      title={name}
                      picture={product.picture}
                      headingLevel={3}
                      meta={t.lists[product.list]}
                      sizes="(min-width: 1200px) 290px, (min-width: 768px) 45vw, 92vw"
                      action={{ kind: 'link', to: product.path, label: overview.cardLabel }}
                    />
                  </li>
                );
              })}
              <li className={styles.moreTile}>
                <div className={styles.moreInner}>
                  <h3>{overview.more.heading}</h3>
                  <p>{overview.more.text}</p>
                  <Link to={overview.more.to} className="button button--light">
                    {overview.more.label}
                    <Arrow />
                  </Link>
                </div>
              </li>
            </CardGrid>
          </div>
        </section>
      </Part>

      <Part>
        <section className={`render-later ${styles.section} ${styles.tinted}`} aria-labelledby="home-ai">
          <div className={`container ${styles.split}`}>
            <div className={styles.splitMedia}>
              <Img
                picture={sectionImages.ai}
                sizes="(min-width: 992px) 560px, 92vw"
                className={styles.splitImg}
              />
            </div>
            <div>
              <span className="kicker">{aiSolutions.kicker}</span>
              <h2 id="home-ai">{aiSolutions.heading}</h2>
              <p className="lead">{aiSolutions.intro}</p>
              <ul className={styles.checklist}>
                {aiSolutions.items.map((item) => (
                  <li key={item.name}>
                    <span className={styles.checkIcon}>
                      <Icon name={item.icon} />
                    </span>
                    {item.name}
                  </li>
                ))}
              </ul>
              <Link to={aiSolutions.link.to} className={styles.textLink}>
                {aiSolutions.link.label}
                <Arrow />
              </Link>
            </div>
          </div>
        </section>
      </Part>

      <Part>
        <section className={`render-later ${styles.section}`} aria-labelledby="home-about">
          <div className={`container ${styles.split} ${styles.splitReverse}`}>
            <div>
              <span className="kicker">{aboutUs.kicker}</span>
              <h2 id="home-about">{aboutUs.heading}</h2>
              {aboutUs.paragraphs.map((paragraph) => (
                <p key={paragraph} className={styles.bodyText}>
                  {paragraph}
                </p>
              ))}
              <Link to={aboutUs.link.to} className="button">
                {aboutUs.link.label}
                <Arrow />
              </Link>
            </div>
            <div className={styles.splitMedia}>
              <Img
                picture={sectionImages.about}
                sizes="(min-width: 992px) 560px, 92vw"
                className={styles.splitImg}
              />
            </div>
          </div>
        </section>
      </Part>

      <Part>
        <section className={`dark-part ${styles.counters}`} aria-labelledby="home-counters">
          <div className="container">
            <h2 id="home-counters" className="visually-hidden">
              {counters.heading}
            </h2>
            <ul className={styles.counterList}>
              {counters.items.map((item) => (
                <li key={item.label}>
                  <CountUpStat end={item.end} label={item.label} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      </Part>

      <Part>
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
      </Part>

      <Part>
        <section className={`dark-part ${styles.ctaSection}`} aria-labelledby="home-consultation">
          <div className="container">
            <div className={styles.cta}>
              <div>
                <span className={styles.ctaKicker}>{consultation.kicker}</span>
                <h2 id="home-consultation">{consultation.heading}</h2>
                <p>{consultation.text}</p>
              </div>
              <ConsultationButton
                dialogTitle={consultation.button}
                label={consultation.button}
                className={`button button--light ${styles.ctaButton}`}
              />
            </div>
          </div>
        </section>
      </Part>

      <Part>
        <section
          className={`render-later ${styles.section} ${styles.partners}`}
          aria-labelledby="home-partners"
        >
          <div className="container">
            <div className={styles.partnersHead}>
              <span className="kicker">{partnersSection.kicker}</span>
              <h2 id="home-partners">{partnersSection.heading}</h2>
              <p className={styles.bodyText}>{keepFiguresWhole(partnersSection.intro)}</p>
            </div>
            <PartnerCarousel
              items={partnerItems}
              label={partnersSection.carouselLabel}
              toolbar={
                <Link to={partnersSection.link.to} className={styles.textLink}>
                  {partnersSection.link.label}
                  <Arrow />
                </Link>
              }
            />
          </div>
        </section>
      </Part>
    </>
  );
}
