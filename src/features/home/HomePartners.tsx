import { useContent } from '../../content/localized';
import { keepFiguresWhole } from '../../lib/keepFiguresWhole';
import { Link, useLocalePath } from '../../shell/LocaleLink';
import { Arrow } from './Arrow';
import { PartnerCarousel, type PartnerMarkItem } from './PartnerCarousel/PartnerCarousel';
import styles from './homeSectionStyles';

/** The partners' marks, in the order the home page lists them, each linking to the brands page. */
export function HomePartners() {
  const { partnersSection } = useContent('home');
  const { partnerMarks } = useContent('images');
  const { partners } = useContent('partners');
  const local = useLocalePath();
  const partnerItems: readonly PartnerMarkItem[] = partnersSection.order.flatMap((slug) => {
    const partner = partners.find((p) => p.slug === slug);
    return partner
      ? [{ key: slug, name: partner.name, picture: partnerMarks[slug], to: local('/brands') }]
      : [];
  });
  return (
    <section className={`render-later ${styles.section} ${styles.partners}`} aria-labelledby="home-partners">
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
  );
}
