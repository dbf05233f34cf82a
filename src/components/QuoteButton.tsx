import { useState } from 'react';
import { EnquiryDialog, preloadEnquiryForm } from './EnquiryDialog';

/** The navigation's Quote button: the enquiry dialog with 'Request a quote/product information' chosen. */
export function QuoteButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preloadEnquiryForm}
        onFocus={preloadEnquiryForm}
        onClick={() => setOpen(true)}
      >
        Quote
      </button>
      <EnquiryDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Request a quote"
        preset="quote"
        draftKey="dialog:quote"
      />
    </>
  );
}
