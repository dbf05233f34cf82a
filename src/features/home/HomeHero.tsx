import { useContent } from '../../content/localized';
import { keepFiguresWhole } from '../../lib/keepFiguresWhole';
import { Link } from '../../shell/LocaleLink';
import { Arrow } from './Arrow';
import { HeroVideo } from './HeroVideo';
import styles from './homeSectionStyles';

/** The home page's header: the video with the company's name, tagline and the two first links. */
export function HomeHero() {
  const { hero } = useContent('home');
  return (
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
  );
}
