import { useState } from 'react';
import { useStrings } from '../../i18n/strings';
import { useQuoteList } from '../../shared/quoteList/quoteList';
import { browserRunsCommands, showDialog } from '../../shell/Dialog';
import { EnquiryDialog } from './EnquiryDialog';
import { Part } from '../../early';
import styles from './QuoteButton.module.css';

/** The Quote dialog's id: its button names it (`commandfor`). One of each per page. */
export const QUOTE_DIALOG_ID = 'quote';

/**
 * The navigation's Quote button, and how many products are on the quote list (none in the
 * prerendered HTML). It opens the Quote dialog (QuoteDialog) by itself, an invoker command: a buyer
 * who taps Quote the moment it shows can type at once, before any script has arrived. Where the
 * browser has no invoker commands (Safari before 26.2), the page's inline script runs the command
 * until the app is interactive (src/early/earlyTaps.js), and the click handler opens the dialog then.
 */
export function QuoteButton({ className }: { className?: string }) {
  const t = useStrings();
  const count = useQuoteList().length;
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      commandfor={QUOTE_DIALOG_ID}
      command="show-modal"
      onClick={() => {
        if (!browserRunsCommands()) showDialog(QUOTE_DIALOG_ID);
      }}
    >
      {t.quote.button}
      {count > 0 && (
        <span className={styles.badge}>
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t.fcs.quote.count(count)}</span>
        </span>
      )}
    </button>
  );
}

/**
 * The Quote dialog: the enquiry form with 'Request a quote/product information' chosen and the quote
 * list above it. In the page from the first byte, closed, outside the page's landmarks (the layout
 * puts it after the footer); its own part, hydrated after the rest.
 */
export function QuoteDialog() {
  const t = useStrings();
  const [open, setOpen] = useState(false);
  return (
    <Part>
      <EnquiryDialog
        id={QUOTE_DIALOG_ID}
        quote
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        title={t.quote.dialogTitle}
        preset="quote"
        draftKey="dialog:quote"
      />
    </Part>
  );
}
