import type { PageStrings } from '../pageStrings';

/** Полоса с приглашением на консультацию (src/components/shell/ConsultationCta.tsx). */
export const consultationCta: PageStrings<'consultationCta'> = {
  heading: 'Поговорите со специалистом',
  text: 'Расскажите нам о своей лаборатории или учреждении, и мы предложим подходящее оборудование и сервис.',
};
