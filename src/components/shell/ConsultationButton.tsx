import { EnquiryTrigger } from './EnquiryTrigger';

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
  return <EnquiryTrigger label={label} className={className} dialogTitle={dialogTitle} />;
}
