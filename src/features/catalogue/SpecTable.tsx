import { keepFiguresWhole } from '../../lib/keepFiguresWhole';
import type { SpecTable as SpecTableData } from '../../content/types';
import styles from './SpecTable.module.css';

/**
 * A product's one Specifications table: the maker, then the rows of each of its spec tables (several
 * tables become row groups headed by their caption). Row labels are <th scope="row">; tables with
 * columns (one column per variant) get column headers. The table is named by the heading whose id
 * is `labelledBy`.
 */
export function SpecTable({
  tables,
  manufacturer,
  manufacturerLabel,
  labelledBy,
  scrollerLabel,
}: {
  tables: readonly SpecTableData[];
  manufacturer?: string | undefined;
  /** The maker row's label in the page's language ('Manufacturer', 'Производитель'). */
  manufacturerLabel: string;
  labelledBy: string;
  /** The scroller's name: a region of its own, not the section's name again (landmarks differ by name). */
  scrollerLabel: string;
}) {
  const columns = tables.find((table) => table.columns)?.columns;
  const width = Math.max(2, columns?.length ?? 0, ...tables.flatMap((t) => t.rows.map((row) => row.length)));
  const grouped = tables.length > 1;
  return (
    // A narrow screen scrolls the table sideways: a named region in the tab order, so a keyboard
    // scrolls it (arrow keys) in every browser, not only in Chromium, which focuses a scroller by
    // itself. In the markup, not added once it overflows: it works before the scripts too. A named
    // <section> is a region.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller must take focus (WCAG 2.1.1)
    <section className={styles.scroller} aria-label={scrollerLabel} tabIndex={0}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        {columns && (
          <thead>
            <tr>
              {columns.map((column, i) =>
                i === 0 ? (
                  <td key={i} />
                ) : (
                  <th key={i} scope="col">
                    {column}
                  </th>
                ),
              )}
            </tr>
          </thead>
        )}
        {manufacturer && (
          <tbody>
            <Row label={manufacturerLabel} values={[manufacturer]} width={width} />
          </tbody>
        )}
        {tables.map((table) => (
          <tbody key={table.caption}>
            {grouped && (
              <tr className={styles.group}>
                <th scope="rowgroup" colSpan={width}>
                  {table.caption}
                </th>
              </tr>
            )}
            {table.rows.map(([label, ...values]) => (
              <Row key={label} label={label} values={values} width={width} />
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}

/** One row; a row with fewer values than the table has columns stretches its last cell. */
function Row({ label, values, width }: { label: string; values: readonly string[]; width: number }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {values.map((value, i) => (
        <td key={i} colSpan={i === values.length - 1 ? width - values.length : undefined}>
          {value.split('; ').map((line, j) => (
            <span key={j} className={styles.line}>
              {keepFiguresWhole(line)}
            </span>
          ))}
        </td>
      ))}
    </tr>
  );
}
