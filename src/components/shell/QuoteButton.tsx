import { EnquiryTrigger } from './EnquiryTrigger';

/** The navigation's Quote button: the enquiry dialog with 'Request a quote/product information' chosen. */
export function QuoteButton({ className }: { className?: string }) {
  return (
    <EnquiryTrigger
      label="Quote"
      className={className}
      dialogTitle="Request a quote"
      preset="quote"
      draftKey="dialog:quote"
    />
  );
}
