import { useState } from 'react';
import { Head, productTitle } from '../shell/head';
import { breadcrumbJsonLd, productJsonLd } from '../shell/structuredData';
import { BackLink } from '../shell/BackLink';
import { Breadcrumbs } from '../shell/Breadcrumbs';
import { Card, CardGrid } from '../shell/Card';
import { Part } from '../early';
import { Img } from '../shell/Img';
import { keepFiguresWhole } from '../lib/keepFiguresWhole';
import { Link, useLocalePath } from '../shell/LocaleLink';
import { ProductTools } from '../features/catalogue/ProductTools';
import { SpecSheetFooter, SpecSheetHeader } from '../shared/share/SpecSheet';
import { SpecTable } from '../features/catalogue/SpecTable';
import { listByKey } from '../content/shell/productLists';
import type { ListCard, Product, Variants } from '../content/types';
import { usePageStrings } from '../i18n/pageStrings';
import { useStrings } from '../i18n/strings';
import styles from './ProductPage.module.css';

/** The one template for every product page: the product and the cards of its list. */
export function ProductPage({ product, cards }: { product: Product; cards: readonly ListCard[] }) {
  const list = listByKey(product.list);
  const t = useStrings();
  const strings = usePageStrings('product');
  const local = useLocalePath();
  const listHeading = t.lists[product.list];
  const listPath = local(list.path);
  const { pictures } = product;
  const [shown, setShown] = useState(0);
  const current = pictures[shown] ?? pictures[0];
  const { path } = product;
  const crumbs = [
    { name: t.nav.home, path: local('/') },
    { name: t.nav.products, path: local('/catalogs') },
    { name: listHeading, path: listPath },
    { name: product.name, path },
  ];
  const related = relatedProducts(cards, product.id);

  return (
    <>
      <Head
        title={productTitle(product.titleName ?? product.name, strings.listInTitle[product.list])}
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
            category: listHeading,
            brand: product.manufacturer,
          }),
        ]}
      />
      <Part>
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
                          aria-label={strings.showPicture(index + 1, pictures.length)}
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
                  <BackLink to={listPath} label={strings.back(listHeading)} />
                  <span className="kicker">{listHeading}</span>
                </div>
                <h1 className={styles.title}>{product.name}</h1>
                <p className={styles.tagline}>{product.tagline}</p>
                {product.manufacturer && (
                  <p className={styles.maker}>
                    <span>{strings.manufacturer}</span>
                    {` ${product.manufacturer}`}
                  </p>
                )}
                {product.summary.map((paragraph) => (
                  <p key={paragraph} className={styles.summary}>
                    {keepFiguresWhole(paragraph)}
                  </p>
                ))}
                <ProductTools id={product.id} name={product.name} />
                <a href="#enquiry" className={styles.jump}>
                  {strings.askPrice}
                </a>
              </div>
            </div>
            {product.keyFigures.length > 0 && <h2 className="visually-hidden">{strings.keyFigures}</h2>}
            {product.keyFigures.length > 0 && (
              <dl className={styles.figures}>
                {product.keyFigures.map((figure) => (
                  <div
                    key={figure.label}
                    // A long value takes a whole row on a phone, so its words fit.
                    className={
                      figure.value.length > 12 ? `${styles.figure} ${styles.figureWide}` : styles.figure
                    }
                  >
                    <dt>{keepFiguresWhole(figure.label)}</dt>
                    <dd>
                      <strong>{keepFiguresWhole(figure.value)}</strong>
                      {figure.unit && <span>{` ${figure.unit}`}</span>}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </div>
      </Part>

      <div className={`container ${styles.content}`}>
        {product.sections.map((section) => (
          <Part key={section.heading}>
            <section className={`render-later ${styles.section}`}>
              <h2>{section.heading}</h2>
              {section.intro && <p className={styles.sectionIntro}>{keepFiguresWhole(section.intro)}</p>}
              <ul className={styles.features}>
                {section.features.map((feature) => (
                  <li key={feature.name} className={styles.feature} data-plain={!feature.text}>
                    <h3>{keepFiguresWhole(feature.name)}</h3>
                    {feature.text && <p>{keepFiguresWhole(feature.text)}</p>}
                  </li>
                ))}
              </ul>
            </section>
          </Part>
        ))}

        {product.variants && (
          <Part>
            <VariantsBlock variants={product.variants} />
          </Part>
        )}

        {product.specTables.length > 0 && (
          <Part>
            <section className={`render-later ${styles.section}`} aria-labelledby="specifications">
              <h2 id="specifications">{strings.specifications}</h2>
              <SpecTable
                tables={product.specTables}
                manufacturer={product.manufacturer}
                manufacturerLabel={strings.manufacturer}
                labelledBy="specifications"
              />
            </section>
          </Part>
        )}
      </div>

      <Part>
        <section id="enquiry" className={`dark-part ${styles.cta}`} aria-labelledby="enquiry-heading">
          <div className="container">
            <h2 id="enquiry-heading">{strings.ctaHeading(product.name)}</h2>
            <p>{strings.ctaText}</p>
            <Link
              to={`/contact?product=${product.id}`}
              state={{ product: { name: product.name, path } }}
              className="button button--light"
            >
              {strings.sendEnquiry}
            </Link>
          </div>
        </section>
      </Part>

      {related.length > 0 && (
        <Part>
          <section className={`container render-later ${styles.related}`} aria-labelledby="related">
            <h2 id="related">{strings.moreIn(listHeading)}</h2>
            <CardGrid>
              {related.map((item) => (
                <li key={item.id}>
                  <Card
                    headingLevel={3}
                    title={item.name}
                    picture={item.picture}
                    action={{ kind: 'link', to: item.path, label: t.seeMore }}
                  />
                </li>
              ))}
            </CardGrid>
          </section>
        </Part>
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
  const product = usePageStrings('product');
  if (variants.kind === 'cassettes') {
    const strings = variants.labels;
    return (
      <section className={styles.section} aria-labelledby="variants">
        <h2 id="variants">{variants.heading}</h2>
        {variants.intro && <p className={styles.sectionIntro}>{keepFiguresWhole(variants.intro)}</p>}
        <ul className={styles.variantGrid}>
          {variants.cards.map((card, index) => (
            <li key={index} className={styles.variant}>
              <h3>{strings.title(card.pore, card.opening)}</h3>
              <dl className={styles.variantFacts}>
                <div>
                  <dt>{strings.poreType}</dt>
                  <dd>{strings.pore(card.pore)}</dd>
                </div>
                <div>
                  <dt>{strings.openingType}</dt>
                  <dd>{strings.opening(card.opening)}</dd>
                </div>
              </dl>
              <table className={styles.variantTable}>
                <caption className="visually-hidden">{strings.caption(card.pore, card.opening)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{strings.articleNo}</th>
                    <th scope="col">{strings.packSize}</th>
                    <th scope="col">{strings.lidType}</th>
                  </tr>
                </thead>
                <tbody>
                  {card.items.map((item) => (
                    <tr key={item.articleNo}>
                      <th scope="row">{item.articleNo}</th>
                      <td>{keepFiguresWhole(item.pack)}</td>
                      <td>{item.lid ?? strings.noLid(item.format)}</td>
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
      {variants.intro && <p className={styles.sectionIntro}>{keepFiguresWhole(variants.intro)}</p>}
      <ul className={styles.variantGrid}>
        {variants.items.map((item) => (
          <li key={item.catNo} className={styles.variant}>
            <h3>{item.name}</h3>
            <p className={styles.catNo}>
              {`${product.catNo} `}
              <strong>{item.catNo}</strong>
            </p>
            <p>{keepFiguresWhole(item.use)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
