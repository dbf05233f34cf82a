import type { ProductId } from '../../content/types';
import { useStrings } from '../../i18n/strings';
import { useQuoteList } from '../../quote/quoteList';
import { EnquiryTrigger } from './EnquiryTrigger';
import styles from './QuoteButton.module.css';

/**
 * The navigation's Quote button: the enquiry dialog with 'Request a quote/product information'
 * chosen, and how many products are on the quote list (none in the prerendered HTML). Before the
 * scripts run it is a link to the contact page, about the page's product where there is one.
 */
export function QuoteButton({ className, product }: { className?: string; product?: ProductId }) {
  const t = useStrings();
  const count = useQuoteList().length;
  return (
    <EnquiryTrigger
      label={
        <>
          {t.quote.button}
          {count > 0 && (
            <span className={styles.badge}>
              <span aria-hidden="true">{count}</span>
              <span className="visually-hidden">{t.fcs.quote.count(count)}</span>
            </span>
          )}
        </>
      }
      className={className}
      dialogTitle={t.quote.dialogTitle}
      preset="quote"
      draftKey="dialog:quote"
      product={product}
    />
  );
}
