import type { EnquiryStrings } from './enquiry.en';
import type { SendFailure } from '../../shared/outbox/errors';

/** What the visitor is told, beyond 'not sent': what to do next, in the page's language (`t.enquiry.advice`). */
export function failureAdvice(failure: SendFailure, advice: EnquiryStrings['advice']): string {
  switch (failure.kind) {
    case 'rate-limited':
    case 'throttled':
      return advice.rateLimited;
    case 'network':
      return advice.network;
    case 'timeout':
      return advice.timeout;
    case 'not-configured':
      return advice.notConfigured;
    case 'unavailable':
      return advice.serverError;
    case 'rejected':
      return advice.rejected;
  }
}
