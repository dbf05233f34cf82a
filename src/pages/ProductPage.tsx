import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Head, pageTitle } from '../app/head';
import { breadcrumbJsonLd, productJsonLd } from '../app/structuredData';
import { BackLink } from '../components/shell/BackLink';
import { Breadcrumbs } from '../components/shell/Breadcrumbs';
import { Card, CardGrid } from '../components/shell/Card';
import { Img } from '../components/shell/Img';
import { ProductTools } from '../components/ProductTools';
import { SpecSheetFooter, SpecSheetHeader } from '../components/SpecSheet';
import { SpecTable } from '../components/SpecTable';
import { listByKey } from '../content/shell/productLists';
import { addToQuoteList } from '../quote/quoteList';
import type { ListCard, Product, Variants } from '../content/types';
import styles from './ProductPage.module.css';

/** The one template for every product page: the product and the cards of its list. */
export function ProductPage({ product, cards }: { product: Product; cards: readonly ListCard[] }) {
  const list = listByKey(product.list);
  const { pictures } = product;
  const [shown, setShown] = useState(0);
  const current = pictures[shown] ?? pictures[0];
  const { path } = product;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Products', path: '/catalogs' },
    { name: list.heading, path: list.path },
    { name: product.name, path },
  ];
  const related = relatedProducts(cards, product.id);

  return (
    <>
      <Head
        title={pageTitle(product.name, list.heading)}
        description={product.metaDescription}
        path={path}
        type="product"
        jsonLd={[
          breadcrumbJsonLd(crumbs),
          productJsonLd({
            name: product.name,
            description: product.metaDescription,
            image: pictures[0].src,
            path,
            category: list.heading,
            brand: product.manufacturer,
          }),
        ]}
      />
      <div className={styles.top}>
        <div className="container">
          <SpecSheetHeader />
          <Breadcrumbs items={crumbs} />
          <div className={styles.hero}>
            <div className={styles.gallery}>
              <div className={styles.stage}>
                <Img
                  picture={current}
                  priority
                  sizes="(min-width: 992px) 560px, 92vw"
                  className={styles.stageImg}
                />
              </div>
              {pictures.length > 1 && (
                <ul className={styles.thumbs}>
                  {pictures.map((picture, index) => (
                    <li key={picture.src}>
                      <button
                        type="button"
                        className={styles.thumb}
                        aria-pressed={index === shown}
                        aria-label={`Show picture ${index + 1} of ${pictures.length}`}
                        onClick={() => setShown(index)}
                      >
                        <Img picture={picture} alt="" sizes="120px" />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className={styles.intro}>
              <div className={styles.backRow}>
                <BackLink to={list.path} label={`Back to ${list.heading}`} />
                <span className="kicker">{list.heading}</span>
              </div>
              <h1 className={styles.title}>{product.name}</h1>
              <p className={styles.tagline}>{product.tagline}</p>
              {product.manufacturer && (
                <p className={styles.maker}>
                  <span>Manufacturer</span> {product.manufacturer}
                </p>
              )}
              {product.summary.map((paragraph) => (
                <p key={paragraph} className={styles.summary}>
                  {paragraph}
                </p>
              ))}
              <ProductTools id={product.id} name={product.name} />
              <a href="#enquiry" className={styles.jump}>
                Ask about price and delivery
              </a>
            </div>
          </div>
          {product.keyFigures.length > 0 && <h2 className="visually-hidden">Key figures</h2>}
          {product.keyFigures.length > 0 && (
            <dl className={styles.figures}>
              {product.keyFigures.map((figure) => (
                <div key={figure.label} className={styles.figure}>
                  <dt>{figure.label}</dt>
                  <dd>
                    <strong>{figure.value}</strong>
                    {figure.unit && <span> {figure.unit}</span>}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>

      <div className={`container ${styles.content}`}>
        {product.sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h2>{section.heading}</h2>
            {section.intro && <p className={styles.sectionIntro}>{section.intro}</p>}
            <ul className={styles.features}>
              {section.features.map((feature) => (
                <li key={feature.name} className={styles.feature} data-plain={!feature.text}>
                  <h3>{feature.name}</h3>
                  {feature.text && <p>{feature.text}</p>}
                </li>
              ))}
            </ul>
          </section>
        ))}

        {product.variants && <VariantsBlock variants={product.variants} />}

        {product.specTables.length > 0 && (
          <section className={styles.section} aria-labelledby="specifications">
            <h2 id="specifications">Specifications</h2>
            <SpecTable
              tables={product.specTables}
              manufacturer={product.manufacturer}
              labelledBy="specifications"
            />
          </section>
        )}
      </div>

      <section id="enquiry" className={styles.cta} aria-labelledby="enquiry-heading">
        <div className="container">
          <h2 id="enquiry-heading">Interested in the {product.name}?</h2>
          <p>Ask for a quotation, delivery terms or a demonstration. Our team will answer you directly.</p>
          <Link
            to="/contact"
            state={{ product: { name: product.name, path } }}
            className="button button--light"
            onClick={() => addToQuoteList(product.id)}
          >
            Send enquiry
          </Link>
        </div>
      </section>

      {related.length > 0 && (
        <section className={`container ${styles.related}`} aria-labelledby="related">
          <h2 id="related">More in {list.heading}</h2>
          <CardGrid>
            {related.map((item) => (
              <li key={item.id}>
                <Card
                  headingLevel={3}
                  title={item.name}
                  picture={item.pictures[0]}
                  action={{ kind: 'link', to: item.path, label: 'See More' }}
                />
              </li>
            ))}
          </CardGrid>
        </section>
      )}
      <div className="container">
        <SpecSheetFooter path={path} />
      </div>
    </>
  );
}

/** The next three products of the same list, wrapping around, so every page links onwards. */
function relatedProducts<T extends { id: string }>(items: readonly T[], id: string): T[] {
  const at = items.findIndex((item) => item.id === id);
  const count = Math.min(3, items.length - 1);
  return Array.from({ length: count }, (_, i) => items[(at + 1 + i) % items.length]).filter(
    (item): item is T => item !== undefined,
  );
}

function VariantsBlock({ variants }: { variants: Variants }) {
  if (variants.kind === 'cassettes') {
    return (
      <section className={styles.section} aria-labelledby="variants">
        <h2 id="variants">{variants.heading}</h2>
        {variants.intro && <p className={styles.sectionIntro}>{variants.intro}</p>}
        <ul className={styles.variantGrid}>
          {variants.cards.map((card, index) => (
            <li key={index} className={styles.variant}>
              <h3>
                {card.pore} pores, {card.opening.toLowerCase()}
              </h3>
              <dl className={styles.variantFacts}>
                <div>
                  <dt>Pore type</dt>
                  <dd>{card.pore}</dd>
                </div>
                <div>
                  <dt>Opening type</dt>
                  <dd>{card.opening}</dd>
                </div>
              </dl>
              <table className={styles.variantTable}>
                <caption className="visually-hidden">
                  Article numbers for {card.pore.toLowerCase()} pore, {card.opening.toLowerCase()} cassettes
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Article no.</th>
                    <th scope="col">Pack size</th>
                    <th scope="col">Lid type</th>
                  </tr>
                </thead>
                <tbody>
                  {card.items.map((item) => (
                    <tr key={item.articleNo}>
                      <th scope="row">{item.articleNo}</th>
                      <td>{item.pack}</td>
                      <td>{item.lid ?? `None (${item.format})`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="variants">
      <h2 id="variants">{variants.heading}</h2>
      {variants.intro && <p className={styles.sectionIntro}>{variants.intro}</p>}
      <ul className={styles.variantGrid}>
        {variants.items.map((item) => (
          <li key={item.catNo} className={styles.variant}>
            <h3>{item.name}</h3>
            <p className={styles.catNo}>
              Cat. No. <strong>{item.catNo}</strong>
            </p>
            <p>{item.use}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
