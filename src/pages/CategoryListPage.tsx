import { useLocation, useNavigate } from 'react-router-dom';
import { Head, pageTitle } from '../shell/head';
import { breadcrumbJsonLd } from '../shell/structuredData';
import { keepFiguresWhole } from '../lib/keepFiguresWhole';
import { Card, CardGrid } from '../shell/Card';
import { Part } from '../early';
import { PageHeader } from '../shell/PageHeader';
import { QuoteToggle } from '../shared/quoteList/QuoteToggle';
import { Pagination } from '../features/catalogue/Pagination';
import { useLocalePath } from '../shell/LocaleLink';
import { useContent } from '../content/localized';
import { listByKey } from '../content/shell/productLists';
import type { ListCard, ListKey } from '../content/types';
import { usePageStrings } from '../i18n/pageStrings';
import { useStrings } from '../i18n/strings';
import styles from './CategoryListPage.module.css';

/** /catalog1../catalog4: a category's products. Cytology pages by 9; the others show everything. */
export function CategoryListPage({ listKey, cards }: { listKey: ListKey; cards: readonly ListCard[] }) {
  const list = listByKey(listKey);
  const t = useStrings();
  const strings = usePageStrings('categoryList');
  const local = useLocalePath();
  const heading = t.lists[listKey];
  const listPath = local(list.path);
  const location = useLocation();
  const navigate = useNavigate();
  const pageCount = list.pageSize ? Math.ceil(cards.length / list.pageSize) : 1;
  // The page lives in this history entry's state, so Back from a product returns to it.
  const statePage = (location.state as { page?: unknown } | null)?.page;
  const page = typeof statePage === 'number' && statePage >= 1 && statePage <= pageCount ? statePage : 1;
  const items = list.pageSize ? cards.slice((page - 1) * list.pageSize, page * list.pageSize) : cards;

  const choosePage = (next: number) => {
    navigate(location.pathname, { replace: true, state: { page: next } });
    document.getElementById('products')?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <Head
        title={pageTitle(heading, t.nav.products)}
        description={strings.descriptions[listKey]}
        path={listPath}
        jsonLd={[
          breadcrumbJsonLd([
            { name: t.nav.home, path: local('/') },
            { name: t.nav.products, path: local('/catalogs') },
            { name: heading, path: listPath },
          ]),
        ]}
      />
      <PageHeader
        title={heading}
        kicker={strings.count(cards.length)}
        back={{ to: local('/catalogs'), label: strings.back }}
        lead={<p>{keepFiguresWhole(strings.intros[listKey])}</p>}
      />
      <section
        id="products"
        className={`container ${styles.section}`}
        aria-label={strings.sectionLabel(heading)}
      >
        {pageCount > 1 && (
          <p className={styles.count} aria-live="polite">
            {strings.range(
              page,
              pageCount,
              (page - 1) * (list.pageSize ?? 0) + 1,
              (page - 1) * (list.pageSize ?? 0) + items.length,
              cards.length,
            )}
          </p>
        )}
        <ListCardGrid items={items} />
        {pageCount > 1 && (
          <Pagination
            page={page}
            pageCount={pageCount}
            onChange={choosePage}
            label={strings.paginationLabel(heading)}
          />
        )}
      </section>
    </>
  );
}

/** The cards of the page's products, each with its Quote toggle. */
function ListCardGrid({ items }: { items: readonly ListCard[] }) {
  const { cardTextOf } = useContent('cardTexts');
  const t = useStrings();
  return (
    <CardGrid>
      {items.map((item, index) => (
        <li key={item.id}>
          {/* A card a task: a long list would be one long task to hydrate on a slow phone. */}
          <Part>
            <Card
              title={item.name}
              picture={item.picture}
              description={keepFiguresWhole(cardTextOf(item.id))}
              priority={index < 3}
              action={{ kind: 'link', to: item.path, label: t.seeMore }}
              extra={<QuoteToggle id={item.id} name={item.name} named />}
            />
          </Part>
        </li>
      ))}
    </CardGrid>
  );
}
