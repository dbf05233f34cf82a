import type { ReactNode } from 'react';
import { Link } from './LocaleLink';
import type { AltPicture } from '../content/types';
import { Img } from './Img';
import styles from './Card.module.css';

type CardAction =
  { kind: 'link'; to: string; label: string } | { kind: 'button'; onClick: () => void; label: string };

interface CardProps {
  title: string;
  picture: AltPicture;
  description?: ReactNode;
  action: CardAction;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 2 | 3;
  priority?: boolean;
  sizes?: string;
  meta?: ReactNode;
  /** A control of its own below the action (e.g. 'Add to quote list'), above the stretched hit area. */
  extra?: ReactNode;
}

/**
 * A catalogue card: picture, name, description and one action. The whole card is clickable through
 * the action's stretched hit area, and the action's accessible name includes the card's title.
 */
export function Card({
  title,
  picture,
  description,
  action,
  headingLevel = 2,
  priority,
  sizes = '(min-width: 1200px) 380px, (min-width: 768px) 45vw, 92vw',
  meta,
  extra,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  // The link text starts with the visible words and names the card, e.g. 'See More: IDC-20'. The
  // name is real (visually hidden) text, not an aria-label, so link-text checks and translation
  // tools see it too.
  const label = (
    <>
      {action.label}
      <span className="visually-hidden">{`: ${title}`}</span>
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M7 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </>
  );
  return (
    <article className={`render-later ${styles.card}`}>
      <div className={styles.media}>
        <Img picture={picture} priority={priority} sizes={sizes} className={styles.img} />
      </div>
      <div className={styles.body}>
        {meta && <div className={styles.meta}>{meta}</div>}
        <Heading className={styles.title}>{title}</Heading>
        {description && <p className={styles.description}>{description}</p>}
        {action.kind === 'link' ? (
          <Link to={action.to} className={styles.action}>
            {label}
          </Link>
        ) : (
          <button type="button" onClick={action.onClick} className={styles.action}>
            {label}
          </button>
        )}
        {extra && <div className={styles.extra}>{extra}</div>}
      </div>
    </article>
  );
}

/** A responsive grid of cards. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 3 | 4 }) {
  return (
    <ul className={styles.grid} data-columns={columns}>
      {children}
    </ul>
  );
}
