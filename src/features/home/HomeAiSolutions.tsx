import { useContent } from '../../content/localized';
import { Img } from '../../shell/Img';
import { Link } from '../../shell/LocaleLink';
import { Arrow } from './Arrow';
import { Icon } from './Icon';
import styles from './homeSectionStyles';

/** The AI solutions: a picture beside the list of what they do. */
export function HomeAiSolutions() {
  const { aiSolutions } = useContent('home');
  const { sectionImages } = useContent('images');
  return (
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
  );
}
