import { useEffect } from 'react';
import { decodeWhenIdle } from '../../early';
import checkIcon from '../../assets/ui/check.svg?url';
import type { ProductId } from '../../content/types';
import { useStrings } from '../../i18n/strings';
import { addToQuoteList, removeFromQuoteList, useQuoteList } from './quoteList';
import styles from './QuoteToggle.module.css';

/**
 * 'Add to quote list' / 'Remove from quote list' for one product (product pages, list cards); the
 * prerendered button says 'Add'. `named` appends the product's name for screen readers (cards).
 */
export function QuoteToggle({ id, named }: { id: ProductId; named?: string }) {
  const t = useStrings().fcs;
  const onList = useQuoteList().some((product) => product.id === id);
  // The tick of 'Remove' (QuoteToggle.module.css) is ready before the tap on Add.
  useEffect(() => decodeWhenIdle(checkIcon), []);
  return (
    <button
      type="button"
      className={`icon-mask ${styles.toggle}`}
      data-on={onList}
      onClick={(event) => {
        // A tap held from before the page was interactive (src/app/boot.ts replays it, untrusted) was
        // made on the prerendered 'Add': it never removes what the stored list already had.
        if (!onList) addToQuoteList(id);
        else if (event.isTrusted) removeFromQuoteList(id);
      }}
    >
      {/* Both labels hold the place, the one not in force hidden: a tap does not change the button's
          width, so nothing beside it wraps and nothing below it moves. */}
      <span className={styles.labels}>
        <span aria-hidden={onList || undefined}>{t.quote.add}</span>
        <span aria-hidden={!onList || undefined}>{t.quote.remove}</span>
      </span>
      {named && <span className="visually-hidden">{`: ${named}`}</span>}
    </button>
  );
}
