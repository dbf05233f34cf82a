import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

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

export async function fill(scope: Locator, values: Enquiry): Promise<void> {
  await scope.getByLabel('Inquiry type').selectOption(values.inquiry_type);
  for (const [name, label] of Object.entries(LABELS)) {
    await scope.getByLabel(label, { exact: true }).fill(values[name as keyof typeof LABELS]);
  }
}

export async function expectValues(scope: Locator, values: Enquiry): Promise<void> {
  await expect(scope.getByLabel('Inquiry type')).toHaveValue(values.inquiry_type);
  for (const [name, label] of Object.entries(LABELS)) {
    await expect(scope.getByLabel(label, { exact: true })).toHaveValue(values[name as keyof typeof LABELS]);
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
  const response = await page.request.get(`/__outbox/list?from_email=${encodeURIComponent(email)}`);
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

/** Makes every send of this page fail with `status` (a header the endpoint obeys: this page only). */
export async function failSends(page: Page, status: number): Promise<void> {
  await page.route('**/api/v1.0/email/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-outbox-fail': String(status) } }),
  );
}

export async function openQuote(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Quote', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a quote' });
  await expect(dialog.getByLabel('Inquiry type')).toBeVisible();
  return dialog;
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
