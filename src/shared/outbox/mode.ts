/**
 * Which way enquiries travel, decided from the build-time environment. Shared by the browser code
 * (config.ts) and the Vite plugin that serves the local outbox (vite-plugins/emailOutbox.ts), so the
 * two always agree. No browser or Node APIs here.
 */
export interface EmailJsEnv {
  VITE_EMAILJS_SERVICE_ID?: string;
  VITE_EMAILJS_TEMPLATE_ID?: string;
  VITE_EMAILJS_PUBLIC_KEY?: string;
  VITE_EMAILJS_ORIGIN?: string;
  /** '1' (or 'true'): a local build, whose form sends to the local outbox of `npm start`. */
  VITE_EMAILJS_LOCAL?: string;
}

/**
 * Where a browser reports an enquiry the e-mail service refused (report.ts): answered by
 * deploy/nginx.conf and by the local outbox (vite-plugins/emailOutbox.ts), so it lives here.
 */
export const REPORT_PATH = '/enquiry-report';

/** The ids the client uses against the embedded endpoint of `npm run dev` and `npm start`. */
export const LOCAL_IDS = {
  serviceId: 'local-service',
  templateId: 'local-template',
  publicKey: 'local-key',
} as const;

const clean = (value: string | undefined): string => (typeof value === 'string' ? value.trim() : '');

/**
 * 'emailjs' when any of the three ids is set (a missing one then fails loudly in the SDK, as a
 * misconfiguration should); 'local' when none is: enquiries go to the embedded outbox endpoint.
 */
export function deliveryMode(env: EmailJsEnv): 'emailjs' | 'local' {
  const ids = [env.VITE_EMAILJS_SERVICE_ID, env.VITE_EMAILJS_TEMPLATE_ID, env.VITE_EMAILJS_PUBLIC_KEY];
  return ids.some((id) => clean(id) !== '') ? 'emailjs' : 'local';
}

/** The ids that are set only partly: a build with these sends nothing. */
export function missingIds(env: EmailJsEnv): string[] {
  const names = ['VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID', 'VITE_EMAILJS_PUBLIC_KEY'] as const;
  return names.filter((name) => clean(env[name]) === '');
}

export interface EnquiryConfig {
  mode: 'emailjs' | 'local';
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** The API origin given to `emailjs.init`; undefined means the SDK's default (api.emailjs.com). */
  origin: string | undefined;
}

/**
 * The configuration the client sends with. In local mode the ids are the fixed local ones and the
 * origin is the page's own (the dev or preview server answers), unless VITE_EMAILJS_ORIGIN says otherwise.
 */
export function resolveConfig(env: EmailJsEnv, pageOrigin: string | undefined): EnquiryConfig {
  const origin = clean(env.VITE_EMAILJS_ORIGIN).replace(/\/+$/, '') || undefined;
  if (deliveryMode(env) === 'local') {
    return { mode: 'local', ...LOCAL_IDS, origin: origin ?? pageOrigin };
  }
  return {
    mode: 'emailjs',
    serviceId: clean(env.VITE_EMAILJS_SERVICE_ID),
    templateId: clean(env.VITE_EMAILJS_TEMPLATE_ID),
    publicKey: clean(env.VITE_EMAILJS_PUBLIC_KEY),
    origin,
  };
}

/** Whether the build was asked for explicitly as a local one (`--local`, VITE_EMAILJS_LOCAL=1). */
export function isLocalBuild(env: EmailJsEnv): boolean {
  return /^(1|true|yes)$/i.test(clean(env.VITE_EMAILJS_LOCAL));
}

/**
 * Why this build must not be made, or null. A build for a host without the three ids would ship a
 * form that posts to its own origin, which a static host answers with 404: enquiries lost without a
 * word. Only an explicitly local build (npm start, the tests, the bench) may go without them. Partly
 * set ids never make a build that can send, local or not.
 */
export function buildConfigProblem(env: EmailJsEnv): string | null {
  const missing = missingIds(env);
  if (deliveryMode(env) === 'emailjs') {
    return missing.length
      ? `EmailJS is only partly configured: ${missing.join(', ')} missing. The enquiry form of this build could not send.`
      : null;
  }
  if (isLocalBuild(env)) return null;
  return [
    'No EmailJS configuration: set VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID and',
    "VITE_EMAILJS_PUBLIC_KEY (in .env.local or the host's build settings). Without them the enquiry",
    "form would send to this site's own origin, which only `npm start` answers: on a real host every",
    'enquiry would be lost. For a local build (`npm start`, the tests) use `npm run build -- --local`',
    'or VITE_EMAILJS_LOCAL=1.',
  ].join('\n');
}
