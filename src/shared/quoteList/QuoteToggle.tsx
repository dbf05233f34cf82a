import { useEffect, useState } from 'react';
import { decodeWhenIdle } from '../../early';
import checkIcon from '../../assets/ui/check.svg?url';
import type { ProductId } from '../../content/types';
import { useStrings } from '../../i18n/strings';
import { addToQuoteList, getQuoteList, removeFromQuoteList, useQuoteList } from './quoteList';
import styles from './QuoteToggle.module.css';

/**
 * 'Add to quote list' for one product (product pages, list cards): a toggle button (WAI-ARIA
 * Authoring Practices), its name the same in both states and `aria-pressed` saying whether the
 * product is on the list; the tick and colours show it. What a press did, and how many products the
 * list now holds (the header's count), is said in a polite live region beside it. `name` is the
 * product's name in the page's language; `named` also appends it to the button's name (cards).
 */
export function QuoteToggle({ id, name, named }: { id: ProductId; name: string; named?: boolean }) {
  const t = useStrings().fcs;
  const onList = useQuoteList().some((product) => product.id === id);
  // Empty in the prerendered page: a live region is announced when its text changes, so it is in
  // the page before the first press.
  const [said, setSaid] = useState('');
  // The tick of the pressed state (QuoteToggle.module.css) is ready before the tap on Add.
  useEffect(() => decodeWhenIdle(checkIcon), []);
  return (
    <>
      <button
        type="button"
        className={`icon-mask ${styles.toggle}`}
        data-on={onList}
        aria-pressed={onList}
        onClick={(event) => {
          // A tap held from before the page was interactive (src/app/boot.ts replays it, untrusted) was
          // made on the prerendered 'Add': it never removes what the stored list already had.
          if (!onList) {
            addToQuoteList(id);
            setSaid(t.quote.added(name, getQuoteList().length));
          } else if (event.isTrusted) {
            removeFromQuoteList(id);
            setSaid(t.quote.removed(name, getQuoteList().length));
          }
        }}
      >
        {t.quote.add}
        {named && <span className="visually-hidden">{`: ${name}`}</span>}
      </button>
      <span role="status" className="visually-hidden">
        {said}
      </span>
    </>
  );
}
