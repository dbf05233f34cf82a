import { resolveConfig, type EnquiryConfig } from './mode';

/** The enquiry configuration of this build, read from Vite's build-time environment. */
export function enquiryConfig(): EnquiryConfig {
  return resolveConfig(
    {
      VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
      VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
      VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
      VITE_EMAILJS_ORIGIN: import.meta.env.VITE_EMAILJS_ORIGIN,
    },
    typeof window === 'undefined' ? undefined : window.location.origin,
  );
}
