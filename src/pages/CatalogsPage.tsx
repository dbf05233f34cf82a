import { useMemo, useState } from 'react';
import { Head, pageTitle } from '../shell/head';
import { keepFiguresWhole } from '../lib/keepFiguresWhole';
import { Card, CardGrid } from '../shell/Card';
import { Dialog } from '../shell/Dialog';
import { Link, useLocalePath } from '../shell/LocaleLink';
import { PageHeader } from '../shell/PageHeader';
import type { Category } from '../content/screens/catalog';
import { useContent } from '../content/localized';
import { localizedPath } from '../i18n/locale';
import { usePageStrings } from '../i18n/pageStrings';
import { useLocale, useStrings } from '../i18n/strings';
import styles from './CatalogsPage.module.css';

/** /catalogs: the 21 categories. 1-4 lead to their lists; 5-21 open the 'More Products' dialog. */
export function CatalogsPage() {
  const [asked, setAsked] = useState<Category | null>(null);
  const { catalogsHeading, categories } = useContent('catalog');
  const { categoryImages } = useContent('images');
  const t = useStrings();
  const strings = usePageStrings('catalogs');
  const locale = useLocale();
  const local = useLocalePath();

  // The 21 cards do not change when a category is asked about: the dialog's state re-renders the
  // page, not them (at 4x CPU their render, with every description's figures kept whole, was most
  // of the tap's time before the dialog showed).
  const grid = useMemo(
    () => (
      <section className={`container ${styles.section}`} aria-label={strings.sectionLabel}>
        <CardGrid>
          {categories.map((category, index) => {
            const picture = categoryImages[index];
            if (!picture) throw new Error(`No image for category ${category.id}`);
            return (
              <li key={category.id}>
                <Card
                  title={category.name}
                  picture={picture}
                  description={keepFiguresWhole(category.description)}
                  priority={index < 3}
                  meta={category.path ? strings.catalogue : strings.onRequest}
                  action={
                    category.path
                      ? { kind: 'link', to: local(category.path), label: strings.viewProducts }
                      : {
                          kind: 'button',
                          label: strings.askAboutRange,
                          onClick: () => setAsked(category),
                        }
                  }
                />
              </li>
            );
          })}
        </CardGrid>
      </section>
    ),
    [categories, categoryImages, strings, local],
  );

  return (
    <>
      <Head
        title={pageTitle(t.nav.products, catalogsHeading)}
        description={strings.description(categories.length)}
        path={localizedPath('/catalogs', locale)}
      />
      <PageHeader
        title={catalogsHeading}
        kicker={t.nav.products}
        back={{ to: local('/'), label: strings.back }}
        lead={<p>{strings.lead}</p>}
      />
      {grid}
      {/* In the page while closed, laid out ahead in idle time (Dialog): a tap on a category only
          sets its name and shows it, without building the dialog inside the tap. */}
      <MoreProductsDialog asked={asked} onClose={() => setAsked(null)} />
    </>
  );
}

/** The 'More Products' dialog: the category asked about, and the way to ask about its range. */
function MoreProductsDialog({ asked, onClose }: { asked: Category | null; onClose: () => void }) {
  const { moreProductsDialog } = useContent('catalog');
  const t = useStrings();
  return (
    <Dialog
      id="more-products"
      open={asked !== null}
      onClose={onClose}
      title={moreProductsDialog.title}
      closeLabel={moreProductsDialog.close}
      size="sm"
      footer={
        <Link to="/contact" className="button">
          {t.nav.contact}
        </Link>
      }
    >
      {asked && <p className={styles.dialogCategory}>{asked.name}</p>}
      <p>{moreProductsDialog.text}</p>
    </Dialog>
  );
}
