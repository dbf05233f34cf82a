import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { InquiryPreset } from '../EnquiryDialog';

const loadDialog = () => import('../EnquiryDialog');
const EnquiryDialog = lazy(() => loadDialog().then((module) => ({ default: module.EnquiryDialog })));

/** Starts downloading the dialog and its form before it opens: on hover or focus of a trigger. */
function preload(): void {
  loadDialog()
    .then((module) => module.preloadEnquiryForm())
    .catch(() => undefined);
}

export interface EnquiryTriggerProps {
  label: ReactNode;
  className?: string;
  dialogTitle: string;
  preset?: InquiryPreset;
  draftKey?: string;
}

/**
 * A button that opens the enquiry dialog. The dialog's code is not part of the first load: it is
 * fetched on hover, focus or the first click, and stays mounted afterwards so its status message
 * outlives the dialog.
 */
export function EnquiryTrigger({ label, className, dialogTitle, preset, draftKey }: EnquiryTriggerProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {used && (
        <Suspense fallback={null}>
          <EnquiryDialog
            open={open}
            onClose={() => setOpen(false)}
            title={dialogTitle}
            preset={preset}
            draftKey={draftKey}
          />
        </Suspense>
      )}
    </>
  );
}
