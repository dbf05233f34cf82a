import { useState } from 'react';
import { EnquiryDialog, preloadEnquiryForm } from './EnquiryDialog';

interface ConsultationButtonProps {
  label?: string;
  className?: string;
  /** The dialog's title: 'Get a free consultation.' by default; the home page uses 'Start Cooperation'. */
  dialogTitle?: string;
}

/** The reusable consultation button (SPEC section 2): opens the enquiry dialog. */
export function ConsultationButton({
  label = 'Get a free consultation',
  className = 'button',
  dialogTitle = 'Get a free consultation.',
}: ConsultationButtonProps) {
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
        {label}
      </button>
      <EnquiryDialog open={open} onClose={() => setOpen(false)} title={dialogTitle} />
    </>
  );
}
