import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Head, pageTitle } from '../app/head';
import { Card, CardGrid } from '../components/shell/Card';
import { Dialog } from '../components/Dialog';
import { PageHeader } from '../components/shell/PageHeader';
import { catalogsHeading, categories, moreProductsDialog, type Category } from '../content/catalog';
import { categoryImages } from '../content/images';
import styles from './CatalogsPage.module.css';

/** /catalogs: the 21 categories. 1-4 lead to their lists; 5-21 open the 'More Products' dialog. */
export function CatalogsPage() {
  const [asked, setAsked] = useState<Category | null>(null);

  return (
    <>
      <Head
        title={pageTitle('Products', 'Medical equipment and consumables')}
        description="Browse 21 categories of medical equipment and consumables from IVM: cytology, histopathology, bacteriology, laboratory supplies and more, details on request."
        path="/catalogs"
      />
      <PageHeader
        title={catalogsHeading}
        kicker="Products"
        back={{ to: '/', label: 'Back to the home page' }}
        lead={
          <p>
            Equipment and materials for almost every kind of healthcare customer, in a range broad enough to
            equip a medical institution of nearly any profile. Open a category to see its products.
          </p>
        }
      />
      <section className={`container ${styles.section}`} aria-label="Categories">
        <CardGrid>
          {categories.map((category, index) => {
            const picture = categoryImages[index];
            if (!picture) throw new Error(`No image for category ${category.id}`);
            return (
              <li key={category.id}>
                <Card
                  title={category.name}
                  picture={picture}
                  description={category.description}
                  priority={index < 3}
                  meta={category.path ? 'Catalogue' : 'On request'}
                  action={
                    category.path
                      ? { kind: 'link', to: category.path, label: 'View products' }
                      : {
                          kind: 'button',
                          label: 'Ask about this range',
                          onClick: () => setAsked(category),
                        }
                  }
                />
              </li>
            );
          })}
        </CardGrid>
      </section>
      <Dialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        title={moreProductsDialog.title}
        closeLabel={moreProductsDialog.close}
        size="sm"
        footer={
          <Link to="/contact" className="button">
            Contact us
          </Link>
        }
      >
        {asked && <p className={styles.dialogCategory}>{asked.name}</p>}
        <p>{moreProductsDialog.text}</p>
      </Dialog>
    </>
  );
}
