import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label: string;
}

/** Numbered page buttons; the current one carries aria-current="page". */
export function Pagination({ page, pageCount, onChange, label }: PaginationProps) {
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={styles.page}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
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
