import { findCollectShare as t } from '../../i18n/en/findCollectShare';
import { useQuoteList } from '../../quote/quoteList';
import { EnquiryTrigger } from './EnquiryTrigger';
import styles from './QuoteButton.module.css';

/**
 * The navigation's Quote button: the enquiry dialog with 'Request a quote/product information'
 * chosen, and how many products are on the quote list (none in the prerendered HTML).
 */
export function QuoteButton({ className }: { className?: string }) {
  const count = useQuoteList().length;
  return (
    <EnquiryTrigger
      label={
        <>
          Quote
          {count > 0 && (
            <span className={styles.badge}>
              <span aria-hidden="true">{count}</span>
              <span className="visually-hidden">{t.quote.count(count)}</span>
            </span>
          )}
        </>
      }
      className={className}
      dialogTitle="Request a quote"
      preset="quote"
      draftKey="dialog:quote"
    />
  );
}
