import { useContent } from '../../content/localized';
import { Img } from '../../shell/Img';
import { Link } from '../../shell/LocaleLink';
import { Arrow } from './Arrow';
import styles from './homeSectionStyles';

/** About the company: a few paragraphs and a link to the about page, beside a picture. */
export function HomeAbout() {
  const { aboutUs } = useContent('home');
  const { sectionImages } = useContent('images');
  return (
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
  );
}
