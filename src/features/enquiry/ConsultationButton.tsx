import { useStrings } from '../../i18n/strings';
import { EnquiryTrigger } from './EnquiryTrigger';

interface ConsultationButtonProps {
  label?: string;
  className?: string;
  /** The dialog's title: 'Get a free consultation.' by default; the home page uses 'Start Cooperation'. */
  dialogTitle?: string;
}

/** The reusable consultation button: opens the enquiry dialog. */
export function ConsultationButton({ label, className = 'button', dialogTitle }: ConsultationButtonProps) {
  const t = useStrings();
  return (
    <EnquiryTrigger
      label={label ?? t.consultation.button}
      className={className}
      dialogTitle={dialogTitle ?? t.consultation.dialogTitle}
    />
  );
}
