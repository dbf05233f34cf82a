import { existsSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, outboxUrl, test } from './fixtures';

/**
 * The enquiry form as the end-to-end tests fill and read it. The built site sends to the embedded
 * EmailJS-compatible endpoint (vite-plugins/emailOutbox.ts), which stores what arrives; each test
 * tags its enquiries with its own e-mail address and reads them back through /__outbox/list, so
 * parallel tests never see each other's enquiries or failures.
 */
export type Enquiry = Record<
  | 'inquiry_type'
  | 'from_name'
  | 'company_name'
  | 'company_address'
  | 'company_phone'
  | 'from_email'
  | 'country'
  | 'message',
  string
>;

export const LABELS = {
  from_name: 'Name',
  company_name: 'Company name',
  company_address: 'Address',
  company_phone: 'Phone',
  from_email: 'Email',
  country: 'Country or Region',
  message: 'Additional information',
} as const;

export const QUOTE = 'Request a quote/product information';
export const SUPPORT = 'Customer service/technical support';

/** The form on a Russian page (/ru/...): its labels and inquiry types, as the visitor sees them and as sent. */
export const RU = {
  labels: {
    inquiry_type: 'Тип запроса',
    from_name: 'Имя',
    company_name: 'Название компании',
    company_address: 'Адрес',
    company_phone: 'Телефон',
    from_email: 'Электронная почта',
    country: 'Страна или регион',
    message: 'Дополнительная информация',
  },
  QUOTE: 'Запрос коммерческого предложения / информации о продукции',
  SUPPORT: 'Обслуживание клиентов / техническая поддержка',
} as const;

/** An enquiry's own id (`enquiry_id`), in the e-mail's subject: the same if it ever arrives twice. */
export const ENQUIRY_ID = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** The template parameters an enquiry arrives with: the eight fields, the page's language, its id. */
export function sent(values: Enquiry, language: 'English' | 'Russian' = 'English'): Record<string, unknown> {
  return { ...values, language, enquiry_id: expect.stringMatching(ENQUIRY_ID) };
}

/** The same, as the exact text that arrived: `id` is the stored enquiry's own `enquiry_id`. */
export function sentText(values: Enquiry, id: unknown, language: 'English' | 'Russian' = 'English'): string {
  return JSON.stringify({ ...values, language, enquiry_id: id });
}
export const CONSOLE_ON_FAILURE = /Enquiry not sent|Failed to load resource/;

let counter = 0;
export function uniqueEmail(): string {
  counter += 1;
  return `e2e.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

export function enquiry(values: Partial<Enquiry> = {}): Enquiry {
  return {
    inquiry_type: SUPPORT,
    from_name: 'Amira Haddad',
    company_name: 'Gulf Diagnostics LLC',
    company_address: 'Office 12, Healthcare City, Dubai',
    company_phone: '+971 50 123 4567',
    from_email: uniqueEmail(),
    country: 'United Arab Emirates',
    message: 'Please send a quotation for two LTS-3000B units.\nDelivery to Dubai.',
    ...values,
  };
}

type Labels = Record<keyof typeof LABELS, string> & { inquiry_type: string };
const EN_LABELS: Labels = { ...LABELS, inquiry_type: 'Inquiry type' };

export async function fill(scope: Locator, values: Enquiry, labels: Labels = EN_LABELS): Promise<void> {
  await scope.getByLabel(labels.inquiry_type).selectOption(values.inquiry_type);
  for (const name of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
    const label = labels[name];
    await scope.getByLabel(label, { exact: true }).fill(values[name]);
  }
}

export async function expectValues(
  scope: Locator,
  values: Enquiry,
  labels: Labels = EN_LABELS,
): Promise<void> {
  await expect(scope.getByLabel(labels.inquiry_type)).toHaveValue(values.inquiry_type);
  for (const name of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
    const label = labels[name];
    await expect(scope.getByLabel(label, { exact: true })).toHaveValue(values[name]);
  }
}

export interface Stored {
  lib_version: string | null;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
}

/** The enquiries the embedded endpoint stored for this e-mail address. */
export async function storedFor(page: Page, email: string): Promise<Stored[]> {
  const response = await page.request.get(
    outboxUrl(`/__outbox/list?from_email=${encodeURIComponent(email)}`),
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as Stored[];
}

export async function lastStored(page: Page, email: string): Promise<Stored> {
  let found: Stored[] = [];
  await expect
    .poll(async () => {
      found = await storedFor(page, email);
      return found.length;
    })
    .toBeGreaterThan(0);
  return found.at(-1)!;
}

/**
 * Makes every send of this page fail with `status`, answered as the service words it; returns the
 * count of sends made. Playwright answers, not the server, so it holds on any server (vite preview or
 * nginx) and for this page only, reloads included. Service workers are blocked in these tests; one
 * allowed would not answer a POST itself, so the route would still see it.
 */
export async function failSends(page: Page, status: number): Promise<() => number> {
  let sends = 0;
  await page.route('**/api/v1.0/email/**', (route) => {
    sends += 1;
    return route.fulfill({
      status,
      contentType: 'text/plain; charset=utf-8',
      body: STATUS_CODES[status] ?? 'Error',
    });
  });
  return () => sends;
}

export function emptyTexts(): Omit<Enquiry, 'inquiry_type'> {
  return {
    from_name: '',
    company_name: '',
    company_address: '',
    company_phone: '',
    from_email: '',
    country: '',
    message: '',
  };
}

/**
 * The refusal reports the site's server received, as query strings: under nginx, the lines of its
 * report log (deploy/nginx.conf); under `npm start`, what the local outbox kept.
 */
export async function reportsReceived(page: Page): Promise<string[]> {
  if (test.info().project.name === 'nginx') {
    const log = path.join(process.env.NGINX_DIR ?? '', 'logs', 'ivm-enquiry-report.log');
    if (!existsSync(log)) return [];
    return readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(line.indexOf(' ') + 1));
  }
  return (await (await page.request.get('/__outbox/reports')).json()) as string[];
}
