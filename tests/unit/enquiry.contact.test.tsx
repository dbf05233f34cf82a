import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_LIST_KEY } from '../../src/lib/storageKeys';
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

const { ContactPage } = await import('../../src/pages/ContactPage');
const { resetDrafts } = await import('../../src/features/enquiry/store');
const { stringsModule } = await import('../../src/i18n/strings');
await stringsModule('en').load();
const { absoluteUrl } = await import('../../src/lib/site');

beforeEach(() => {
  resetDrafts();
  seam.sendEnquiry.mockReset();
});

function renderAt(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/contact', state }]}>
      <ContactPage />
    </MemoryRouter>,
  );
}

describe('/contact', () => {
  it('shows the "Ask question" form, empty, with a back arrow to /', () => {
    renderAt();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ask question');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByLabelText('Inquiry type')).toHaveValue('');
    expect(screen.getByLabelText('Additional information')).toHaveValue('');
  });

  it('from a product page: the message names the product and its address, the quote type is chosen', () => {
    renderAt({ product: { name: 'HP300 Plus Tissue Processor', path: '/hist4' } });
    const message = screen.getByLabelText('Additional information') as HTMLTextAreaElement;
    expect(message.value).toContain('HP300 Plus Tissue Processor');
    expect(message.value).toContain(absoluteUrl('/hist4'));
    expect(absoluteUrl('/hist4')).toMatch(/^https?:\/\/.+\/hist4$/);
    expect(screen.getByLabelText('Inquiry type')).toHaveValue('Request a quote/product information');
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('?product=<id> proposes the product and leaves the stored quote list alone until the visitor adds it', async () => {
    const user = userEvent.setup();
    localStorage.setItem(QUOTE_LIST_KEY, JSON.stringify(['hist5']));
    render(
      <MemoryRouter initialEntries={['/contact?product=hist4']}>
        <ContactPage />
      </MemoryRouter>,
    );
    const proposal = await screen.findByRole('region', { name: 'The product you are asking about' });
    await waitFor(() =>
      expect(within(proposal).getByRole('link', { name: 'HP300 Plus Tissue Processor' })).toBeVisible(),
    );
    const message = screen.getByLabelText('Additional information') as HTMLTextAreaElement;
    await waitFor(() => expect(message.value).toContain('HP300 Plus Tissue Processor'));
    expect(localStorage.getItem(QUOTE_LIST_KEY)).toBe(JSON.stringify(['hist5']));
    await user.click(within(proposal).getByRole('button', { name: 'Add to my quote list' }));
    expect(localStorage.getItem(QUOTE_LIST_KEY)).toBe(JSON.stringify(['hist5', 'hist4']));
    expect(within(proposal).getByRole('status')).toHaveTextContent('It is on your quote list now.');
    localStorage.clear();
  });

  it('ignores router state that is not a product reference', () => {
    renderAt({ product: { name: '<img src=x onerror=alert(1)>', path: 'javascript:alert(1)' } });
    expect(screen.getByLabelText('Additional information')).toHaveValue('');
  });

  it('is cleared after a successful send and says so; kept after a failure', async () => {
    const user = userEvent.setup();
    seam.sendEnquiry
      .mockResolvedValueOnce({
        ok: false,
        failure: { kind: 'rejected', status: 400, text: 'The template ID is invalid' },
      })
      .mockResolvedValueOnce({ ok: true, status: 200, text: 'OK' });
    renderAt();
    await user.type(screen.getByLabelText('Country or Region'), 'India');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/has not been sent/);
    expect(screen.getByLabelText('Country or Region')).toHaveValue('India');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Country or Region')).toHaveValue(''));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/your enquiry has been sent/i)).toHaveAttribute('role', 'status');
  });
});
