import type { SpecTable as SpecTableData } from '../content/types';
import styles from './SpecTable.module.css';

/** A specifications table: row labels are <th scope="row">; multi-column tables get column headers. */
export function SpecTable({ table }: { table: SpecTableData }) {
  return (
    // Chromium makes an overflowing scroller keyboard-focusable by itself; no extra role or tabindex.
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption>{table.caption}</caption>
        {table.columns && (
          <thead>
            <tr>
              {table.columns.map((column, i) =>
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
        <tbody>
          {table.rows.map(([label, ...values]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {values.map((value, i) => (
                <td key={i}>
                  {value.split('; ').map((line, j) => (
                    <span key={j} className={styles.line}>
                      {line}
                    </span>
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
