import { useLocation, useNavigate } from 'react-router-dom';
import { Head, pageTitle } from '../app/head';
import { breadcrumbJsonLd } from '../app/structuredData';
import { Card, CardGrid } from '../components/shell/Card';
import { PageHeader } from '../components/shell/PageHeader';
import { QuoteToggle } from '../components/shell/QuoteToggle';
import { Pagination } from '../components/Pagination';
import { cardTextOf } from '../content/productCards/cardTexts';
import { listByKey } from '../content/shell/productLists';
import type { ListCard, ListKey } from '../content/types';
import styles from './CategoryListPage.module.css';

/** The meta description of each list, written for search results (at most 160 characters). */
const listMetaDescription: Record<ListKey, string> = {
  cytology:
    'Cytology products from IVM: instruments and reagents for liquid-based cytology, staining and cell preparation, and analysers for vaginitis, stool and proteins.',
  histopathology:
    'Histopathology products from IVM: cassette and slide printers, tissue processors, microtome, cryostat, stainer and coverslipper, and the consumables they use.',
  bacteriology:
    'Bacteriology products from IVM: microbial identification, rapid culture and susceptibility testing, plate streaking and digital plate reading for the lab.',
  laboratorySupplies:
    'Laboratory supplies from IVM Medical: molecular testing at the point of need, ESR analysers and robotic sample storage for the general laboratory.',
};

const listIntro: Record<ListKey, string> = {
  cytology:
    'Instruments and reagents for liquid-based cytology, staining and cell preparation, with analysers for vaginitis, stool, specific proteins and immunofluorescence.',
  histopathology:
    'The histology workflow from labelling to the stained slide: printers, tissue processors, microtome, cryostat, stainer and coverslipper, and the consumables they use.',
  bacteriology:
    'Faster answers for the microbiology lab: identification, rapid culture and susceptibility testing, plate streaking and digital plate reading.',
  laboratorySupplies:
    'Molecular testing at the point of need, ESR analysers and robotic sample storage for the general laboratory.',
};

/** /catalog1../catalog4: a category's products. Cytology pages by 9; the others show everything. */
export function CategoryListPage({ listKey, cards }: { listKey: ListKey; cards: readonly ListCard[] }) {
  const list = listByKey(listKey);
  const location = useLocation();
  const navigate = useNavigate();
  const pageCount = list.pageSize ? Math.ceil(cards.length / list.pageSize) : 1;
  // The page lives in this history entry's state, so Back from a product returns to it.
  const statePage = (location.state as { page?: unknown } | null)?.page;
  const page = typeof statePage === 'number' && statePage >= 1 && statePage <= pageCount ? statePage : 1;
  const items = list.pageSize ? cards.slice((page - 1) * list.pageSize, page * list.pageSize) : cards;

  const choosePage = (next: number) => {
    navigate(location.pathname, { replace: true, state: { page: next }, preventScrollReset: true });
    document.getElementById('products')?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <Head
        title={pageTitle(list.heading, 'Products')}
        description={listMetaDescription[listKey]}
        path={list.path}
        jsonLd={[
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Products', path: '/catalogs' },
            { name: list.heading, path: list.path },
          ]),
        ]}
      />
      <PageHeader
        title={list.heading}
        kicker={`${cards.length} products`}
        back={{ to: '/catalogs', label: 'Back to all product categories' }}
        lead={<p>{listIntro[listKey]}</p>}
      />
      <section
        id="products"
        className={`container ${styles.section}`}
        aria-label={`${list.heading} products`}
      >
        {pageCount > 1 && (
          <p className={styles.count} aria-live="polite">
            Page {page} of {pageCount}: products {(page - 1) * (list.pageSize ?? 0) + 1} to{' '}
            {(page - 1) * (list.pageSize ?? 0) + items.length} of {cards.length}
          </p>
        )}
        <CardGrid>
          {items.map((item, index) => (
            <li key={item.id}>
              <Card
                title={item.name}
                picture={item.pictures[0]}
                description={cardTextOf(item.id)}
                priority={index < 3}
                action={{ kind: 'link', to: item.path, label: 'See More' }}
                extra={<QuoteToggle id={item.id} named={item.name} />}
              />
            </li>
          ))}
        </CardGrid>
        {pageCount > 1 && (
          <Pagination
            page={page}
            pageCount={pageCount}
            onChange={choosePage}
            label={`${list.heading} pages`}
          />
        )}
      </section>
    </>
  );
}
