import { useContent } from '../../content/localized';
import { cardOf } from '../../content/productCards';
import type { ListCard } from '../../content/types';
import { useStrings } from '../../i18n/strings';
import { keepFiguresWhole } from '../../lib/keepFiguresWhole';
import { Card, CardGrid } from '../../shell/Card';
import { Link } from '../../shell/LocaleLink';
import { Arrow } from './Arrow';
import styles from './homeSectionStyles';

/** The products overview: a card for each product the home page shows, then a tile to the catalogue. */
export function HomeOverview({ cards }: { cards: readonly ListCard[] }) {
  const { overview } = useContent('home');
  const t = useStrings();
  return (
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
  );
}
