import { useContent } from '../../content/localized';
import { CountUpStat } from './CountUpStat';
import styles from './homeSectionStyles';

/** The company in figures, counting up as they come into view. */
export function HomeCounters() {
  const { counters } = useContent('home');
  return (
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
  );
}
