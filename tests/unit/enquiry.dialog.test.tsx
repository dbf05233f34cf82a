import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendResult } from '../../src/shared/outbox/send';

const seam = vi.hoisted(() => ({
  sendEnquiry:
    vi.fn<(enquiry: Record<string, string>, products?: string, locale?: string) => Promise<SendResult>>(),
  preloadEmailSdk: vi.fn(),
}));
vi.mock('../../src/shared/outbox/send', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/shared/outbox/send')>()),
  ...seam,
}));

const { QuoteButton, QuoteDialog } = await import('../../src/features/enquiry/QuoteButton');
const { ConsultationButton } = await import('../../src/features/enquiry/ConsultationButton');
const { resetDrafts } = await import('../../src/features/enquiry/store');
const { stringsModule } = await import('../../src/i18n/strings');
await stringsModule('en').load();

beforeEach(() => {
  resetDrafts();
  seam.sendEnquiry.mockReset();
});

/** Opens a dialog and waits for it and its form, both loaded lazily. */
async function open(user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement, title: string) {
  await user.click(trigger);
  // The dialog opens once its code, the form's and the SDK's are in: here, lazy imports the test
  // runner transforms on first use, which on a busy machine takes more than the default second.
  const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 5000 });
  await within(dialog).findByLabelText('Inquiry type');
  return dialog;
}

/** The form's own Close button (the header's close icon has the same name). */
const closeButton = (dialog: HTMLElement) => within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!;

// Focus going back to the trigger when the dialog closes is checked in Chromium
// (tests/e2e/enquiry.spec.ts, navigation.spec.ts): happy-dom, unlike browsers, leaves it on the
// dialog's last focused button once the closed dialog is hidden (EnquiryDialog keeps it rendered).
describe('the enquiry dialogs', () => {
  it('the consultation button opens "Get a free consultation." with the form, focus on the first field, and a Close button', async () => {
    const user = userEvent.setup();
    render(<ConsultationButton />);
    const trigger = screen.getByRole('link', { name: 'Get a free consultation' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await open(user, trigger, 'Get a free consultation.');
    expect(within(dialog).getByLabelText('Inquiry type')).toHaveValue('');
    await waitFor(() => expect(within(dialog).getByLabelText('Inquiry type')).toHaveFocus());
    await user.click(closeButton(dialog));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the home call to action opens "Start Cooperation"', async () => {
    const user = userEvent.setup();
    render(<ConsultationButton label="Get a free consultation" dialogTitle="Start Cooperation" />);
    await open(user, screen.getByRole('link', { name: 'Get a free consultation' }), 'Start Cooperation');
  });

  it('the Quote button opens the form with "Request a quote/product information" chosen', async () => {
    const user = userEvent.setup();
    render(
      <>
        <QuoteButton />
        <QuoteDialog />
      </>,
    );
    const dialog = await open(user, screen.getByRole('button', { name: 'Quote' }), 'Request a quote');
    expect(within(dialog).getByLabelText('Inquiry type')).toHaveValue('Request a quote/product information');
  });

  it('Escape closes it and focus returns to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <>
        <QuoteButton />
        <QuoteDialog />
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Quote' });
    const dialog = await open(user, trigger, 'Request a quote');
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('typed data survives an accidental close', async () => {
    const user = userEvent.setup();
    render(<ConsultationButton />);
    const trigger = screen.getByRole('link', { name: 'Get a free consultation' });
    let dialog = await open(user, trigger, 'Get a free consultation.');
    await user.type(within(dialog).getByLabelText('Name'), 'Olga');
    await user.type(within(dialog).getByLabelText('Additional information'), 'Привет');
    await user.click(closeButton(dialog));
    dialog = await open(user, trigger, 'Get a free consultation.');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Olga');
    expect(within(dialog).getByLabelText('Additional information')).toHaveValue('Привет');
  });

  it('on success the fields are emptied, the dialog closes and a status message stays', async () => {
    const user = userEvent.setup();
    seam.sendEnquiry.mockResolvedValue({ ok: true, status: 200, text: 'OK' });
    render(
      <>
        <QuoteButton />
        <QuoteDialog />
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Quote' });
    let dialog = await open(user, trigger, 'Request a quote');
    await user.type(within(dialog).getByLabelText('Email'), 'a@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seam.sendEnquiry).toHaveBeenCalledWith(
      expect.objectContaining({
        inquiry_type: 'Request a quote/product information',
        from_email: 'a@example.com',
      }),
      '',
      'en',
      expect.any(String),
    );
    const status = screen.getAllByRole('status').find((el) => el.textContent !== '');
    expect(status).toHaveTextContent(/your enquiry has been sent/i);
    // Opening it again: the draft is gone (the quote type is chosen again, the rest empty).
    dialog = await open(user, trigger, 'Request a quote');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('');
    expect(within(dialog).getByLabelText('Inquiry type')).toHaveValue('Request a quote/product information');
  });

  it('on a refusal the dialog stays open with every value kept and an alert', async () => {
    const user = userEvent.setup();
    seam.sendEnquiry.mockResolvedValue({ ok: false, failure: { kind: 'rejected', status: 403, text: 'x' } });
    render(<ConsultationButton />);
    const dialog = await open(
      user,
      screen.getByRole('link', { name: 'Get a free consultation' }),
      'Get a free consultation.',
    );
    await user.selectOptions(
      within(dialog).getByLabelText('Inquiry type'),
      'Customer service/technical support',
    );
    await user.type(within(dialog).getByLabelText('Phone'), '+7 495 000');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/did not accept it/i);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('+7 495 000');
    expect(within(dialog).getByLabelText('Inquiry type')).toHaveValue('Customer service/technical support');
  });
});
