import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Locale } from '../../i18n/locale';
import { loadPageStrings } from '../../i18n/pageStrings';
import { useLocale } from '../../i18n/strings';
import type { InquiryPreset } from '../EnquiryDialog';

/** The dialog's code and the form's strings in the page's language: neither is part of the first load. */
const loadDialog = (locale: Locale) =>
  Promise.all([import('../EnquiryDialog'), loadPageStrings(locale, ['enquiry'])]).then(([module]) => module);
const dialogs = {
  en: lazy(() => loadDialog('en').then((module) => ({ default: module.EnquiryDialog }))),
  ru: lazy(() => loadDialog('ru').then((module) => ({ default: module.EnquiryDialog }))),
} satisfies Record<Locale, unknown>;

/** Starts downloading the dialog and its form before it opens: on hover or focus of a trigger. */
function preload(locale: Locale): void {
  loadDialog(locale)
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
  const locale = useLocale();
  const EnquiryDialog = dialogs[locale];
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => preload(locale)}
        onFocus={() => preload(locale)}
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
