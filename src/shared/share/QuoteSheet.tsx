import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { absoluteUrl } from '../../lib/site';
import { company } from '../../content/shell/company';
import { loadProductPage } from '../../content/shell/productPages';
import type { KeyFigure } from '../../content/types';
import type { Locale } from '../../i18n/locale';
import { shareStrings } from './strings';
import { useLocale, useStrings } from '../../i18n/strings';
import type { QuoteProduct } from '../quoteList/products';
import { keepFiguresWhole } from '../../lib/keepFiguresWhole';
import { QrCode } from './QrCode';
import styles from './QuoteSheet.module.css';

/** What a printed row shows of a product: from its card and its page module, in the page's language. */
interface SheetRow {
  id: string;
  name: string;
  url: string;
  manufacturer?: string;
  figures: readonly KeyFigure[];
}

/** Up to this many key figures a product, the first its page shows. */
const FIGURES = 3;

async function loadRows(products: readonly QuoteProduct[], locale: Locale): Promise<SheetRow[]> {
  // Imported, not named at the top: statically shared with this chunk, the cards' loader (part of the
  // app chunk) would become a chunk of its own, one more request on every page.
  const { cardOf, listCardsModule } = await import('../../content/productCards');
  return Promise.all(
    products.map(async ({ id, list }) => {
      const [cards, page] = await Promise.all([
        listCardsModule(list, locale).load(),
        loadProductPage(id, locale),
      ]);
      const card = cardOf(cards, id);
      return {
        id,
        name: card.name,
        url: absoluteUrl(card.path),
        manufacturer: page.manufacturer,
        figures: page.keyFigures.slice(0, FIGURES),
      };
    }),
  );
}

export interface QuoteSheetProps {
  products: readonly QuoteProduct[];
  /**
   * 'page': what the browser's own print of the page gives (the contact page with a list);
   * 'demand': printed now by a Print button, over anything else the page would print.
   */
  mode: 'page' | 'demand';
  /** Called once every row and QR code is drawn: the sheet can be printed. */
  onReady?: () => void;
}

/**
 * Only on paper: the list as one sheet. The company's name and contacts, then for each
 * product its name, maker, up to three key figures and its address as text and as a QR code. Rendered
 * at the end of <body>, beside the app, so that the print stylesheet shows it alone: no navigation,
 * buttons or form.
 */
export function QuoteSheet({ products, mode, onReady }: QuoteSheetProps) {
  const locale = useLocale();
  const t = useStrings();
  const s = shareStrings.use().sheet;
  const [rows, setRows] = useState<readonly SheetRow[] | null>(null);
  useEffect(() => {
    let current = true;
    void loadRows(products, locale).then(
      (loaded) => current && setRows(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [products, locale]);

  // Ready once each row's QR code is drawn.
  const drawn = useRef(new Set<string>());
  const readyRef = useRef(onReady);
  useEffect(() => {
    readyRef.current = onReady;
  });
  const [complete, setComplete] = useState(false);
  const onDrawn = useCallback(
    (id: string) => {
      drawn.current.add(id);
      if (rows && rows.every((row) => drawn.current.has(row.id))) setComplete(true);
    },
    [rows],
  );
  useEffect(() => {
    if (complete) readyRef.current?.();
  }, [complete]);

  if (!rows) return null;
  return createPortal(
    <section className={styles.sheet} data-print-sheet={mode} lang={locale}>
      <header className={styles.header}>
        <p className={styles.company}>{company.name}</p>
        <p className={styles.contacts}>
          {t.footer.address}
          <br />
          {`${company.email} · ${company.phone.display}`}
        </p>
      </header>
      <h2 className={styles.title}>{s.title(rows.length)}</h2>
      <ol className={styles.rows}>
        {rows.map((row) => (
          <li key={row.id} className={styles.row}>
            <div className={styles.text}>
              <h3 className={styles.name}>{row.name}</h3>
              {row.manufacturer && <p className={styles.maker}>{`${s.manufacturer}: ${row.manufacturer}`}</p>}
              {row.figures.length > 0 && (
                <dl className={styles.figures}>
                  {row.figures.map((figure) => (
                    <div key={figure.label}>
                      <dt>{keepFiguresWhole(figure.label)}</dt>
                      <dd>
                        {keepFiguresWhole(figure.unit ? `${figure.value} ${figure.unit}` : figure.value)}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
              <p className={styles.url}>{row.url}</p>
            </div>
            <QrCode
              url={row.url}
              label={s.qrAlt(row.name)}
              className={styles.qr}
              onDrawn={() => onDrawn(row.id)}
            />
          </li>
        ))}
      </ol>
    </section>,
    document.body,
  );
}
