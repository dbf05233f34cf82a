import type { consultationCta as english } from './consultationCta.en';
import type { Widen } from '../../i18n/widen';

/** Полоса с приглашением на консультацию (src/features/enquiry/ConsultationCta.tsx). */
export const consultationCta: Widen<typeof english> = {
  heading: 'Обсудите задачу со специалистом',
  text: 'Расскажите нам о своей лаборатории или учреждении, и мы предложим подходящее оборудование и сервис.',
};
