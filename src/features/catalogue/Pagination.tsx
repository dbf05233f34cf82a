import styles from './Pagination.module.css';
import { useStrings } from '../../i18n/strings';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label: string;
}

/** Numbered page buttons; the current one carries aria-current="page". */
export function Pagination({ page, pageCount, onChange, label }: PaginationProps) {
  const t = useStrings();
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={styles.page}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t.pagination.page(n)}
              onClick={() => onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
