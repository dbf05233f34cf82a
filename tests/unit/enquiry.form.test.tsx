import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendResult } from '../../src/shared/outbox/send';
import { enquiry as ruEnquiry } from '../../src/features/enquiry/enquiry.ru';

const seam = vi.hoisted(() => ({
  sendEnquiry:
    vi.fn<(enquiry: Record<string, string>, products?: string, locale?: string) => Promise<SendResult>>(),
  preloadEmailSdk: vi.fn(),
}));
vi.mock('../../src/shared/outbox/send', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/shared/outbox/send')>()),
  ...seam,
}));

const { EnquiryForm } = await import('../../src/features/enquiry/EnquiryForm');
const { resetDrafts } = await import('../../src/features/enquiry/store');
const { makeEnquiry } = await import('../../src/shared/outbox/fields');
const { stringsModule } = await import('../../src/i18n/strings');
await Promise.all([stringsModule('en').load(), stringsModule('ru').load()]);
const { LocaleContext } = await import('../../src/i18n/strings');
const QUOTE_TYPE = 'Request a quote/product information';

const typed = {
  inquiry_type: 'Customer service/technical support',
  from_name: 'Amira Haddad',
  company_name: 'Gulf Labs',
  company_address: 'Street 7, Dubai',
  company_phone: '+971 50 123 4567',
  from_email: 'amira@example.com',
  country: 'United Arab Emirates',
  message: 'We need a cytology processor.',
};

const textLabels = {
  from_name: 'Name',
  company_name: 'Company name',
  company_address: 'Address',
  company_phone: 'Phone',
  from_email: 'Email',
  country: 'Country or Region',
  message: 'Additional information',
} as const;

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Inquiry type'), typed.inquiry_type);
  for (const [name, label] of Object.entries(textLabels)) {
    await user.type(screen.getByLabelText(label), typed[name as keyof typeof typed]);
  }
}

function expectValues(values: Record<string, string>) {
  expect(screen.getByLabelText('Inquiry type')).toHaveValue(values.inquiry_type);
  for (const [name, label] of Object.entries(textLabels)) {
    expect(screen.getByLabelText(label)).toHaveValue(values[name]);
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  resetDrafts();
  seam.sendEnquiry.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('EnquiryForm', () => {
  it('starts with every field empty, a visible label on each control, nothing required', () => {
    render(<EnquiryForm draftKey="t" />);
    expectValues(makeEnquiry());
    const select = screen.getByLabelText('Inquiry type');
    expect(select.tagName).toBe('SELECT');
    expect([...(select as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Inquiry type'],
      ['Request a quote/product information', 'Request a quote/product information'],
      ['Customer service/technical support', 'Customer service/technical support'],
    ]);
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const message = screen.getByLabelText('Additional information');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '4');
    expect(message).toHaveAttribute('maxlength', '5000');
    for (const label of ['Name', 'Company name', 'Address', 'Phone', 'Email', 'Country or Region']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', '200');
    }
    for (const control of screen.getAllByRole('textbox')) expect(control).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByText(/only to\s+answer your enquiry/)).toBeInTheDocument();
  });

  it('has field names exactly as the template parameters', () => {
    const { container } = render(<EnquiryForm draftKey="t" />);
    const names = [...container.querySelectorAll('input, select, textarea')].map((el) =>
      el.getAttribute('name'),
    );
    expect(names).toEqual([
      'inquiry_type',
      'from_name',
      'company_name',
      'company_address',
      'company_phone',
      'from_email',
      'country',
      'message',
      'website',
    ]);
  });

  it('hides the honeypot from people and assistive technology and keeps it out of the tab order', () => {
    const { container } = render(<EnquiryForm draftKey="t" />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    const wrapper = trap.parentElement!;
    expect(wrapper).toHaveAttribute('aria-hidden', 'true');
    expect(wrapper).toHaveAttribute('inert');
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
  });

  it('on success sends the typed values, empties every field and says so', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    seam.sendEnquiry.mockResolvedValue({ ok: true, status: 200, text: 'OK' });
    render(<EnquiryForm draftKey="t" onSent={onSent} />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(seam.sendEnquiry).toHaveBeenCalledExactlyOnceWith(typed, '', 'en', expect.any(String));
    expectValues(makeEnquiry());
    expect(screen.getByRole('status')).toHaveTextContent(/your enquiry has been sent/i);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on failure keeps every value and shows an alert with a mailto fallback', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    seam.sendEnquiry.mockResolvedValue({
      ok: false,
      failure: { kind: 'rejected', status: 400, text: 'The template ID is invalid' },
    });
    render(<EnquiryForm draftKey="t" onSent={onSent} />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/has not been sent/i);
    expect(alert).toHaveTextContent(/trying again will not change that/i);
    const link = within(alert).getByRole('link', { name: 'E-mail your enquiry to info@ivmmedical.com' });
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^mailto:info@ivmmedical\.com\?subject=/);
    // The e-mail carries what was typed and the enquiry's reference.
    const body = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('body') ?? '';
    expect(body).toContain('Name: Amira Haddad');
    expect(body).toContain('Additional information: We need a cytology processor.');
    expect(body).toMatch(/Enquiry reference: [2-9A-HJ-NP-Z]{4}-/);
    expectValues(typed);
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('Copy copies the enquiry as the e-mail link writes it; a clipboard that refuses shows it selected to copy by hand', async () => {
    const user = userEvent.setup();
    seam.sendEnquiry.mockResolvedValue({
      ok: false,
      failure: { kind: 'rejected', status: 426, text: 'The monthly limit of requests has been reached' },
    });
    render(<EnquiryForm draftKey="t" />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    const href = within(alert).getByRole('link').getAttribute('href') ?? '';
    const body = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('body');
    await user.click(within(alert).getByRole('button', { name: 'Copy the enquiry' }));
    expect(await navigator.clipboard.readText()).toBe(body);
    expect(alert).toHaveTextContent('The enquiry is copied');

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    await user.click(within(alert).getByRole('button', { name: 'Copy the enquiry' }));
    const byHand = await within(alert).findByRole('textbox', { name: 'Your enquiry, to copy' });
    expect(byHand).toHaveValue(body);
    expect(byHand).toHaveAttribute('readonly');
    expect(byHand).toHaveFocus();
  });

  it.each([
    ['a blank form', {}],
    ['a name and a message, but no way to answer', { Name: 'Ravi', 'Additional information': 'Hello' }],
  ])(
    '%s is not sent: the e-mail and phone fields say why, focus goes to e-mail, one of them clears it',
    async (_, fill) => {
      const user = userEvent.setup();
      seam.sendEnquiry.mockResolvedValue({ ok: true, status: 200, text: 'OK' });
      render(<EnquiryForm draftKey="t" />);
      for (const [label, value] of Object.entries(fill)) await user.type(screen.getByLabelText(label), value);
      // Enter in a field submits, as the Send button does.
      await user.type(screen.getByLabelText('Country or Region'), '{Enter}');
      const message = await screen.findByRole('alert');
      expect(message).toHaveTextContent('Give an e-mail address or a phone number');
      const email = screen.getByLabelText('Email');
      const phone = screen.getByLabelText('Phone');
      for (const field of [email, phone]) {
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription(message.textContent ?? '');
        // Neither is required on its own.
        expect(field).not.toBeRequired();
      }
      expect(email).toHaveFocus();
      expect(seam.sendEnquiry).not.toHaveBeenCalled();
      await user.type(phone, '+971 4 000 0000');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(email).not.toHaveAttribute('aria-invalid');
      expect(email).not.toHaveAttribute('aria-describedby');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(seam.sendEnquiry).toHaveBeenCalledTimes(1));
    },
  );

  it.each([
    ['the service is busy (429)', { kind: 'rate-limited', status: 429, text: 'Too Many Requests' }, /busy/],
    [
      'no answer in time',
      { kind: 'timeout', status: null, text: 'No answer within 20 s' },
      /did not answer in time/,
    ],
    ['no connection', { kind: 'network', status: null, text: 'Failed to fetch' }, /no connection/],
  ] as const)(
    '%s: the enquiry is kept on the device, to go by itself while a page is open',
    async (_, failure, why) => {
      const user = userEvent.setup();
      seam.sendEnquiry.mockResolvedValueOnce({ ok: false, failure: { ...failure } });
      render(<EnquiryForm draftKey="t" />);
      await user.type(screen.getByLabelText('Name'), 'Ravi');
      await user.type(screen.getByLabelText('Phone'), '+91 22 0000');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      const status = await screen.findByText(why);
      expect(status).toHaveTextContent(/kept on this device/);
      expect(status).toHaveTextContent(/while a page of this site is open/);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByLabelText('Name')).toHaveValue('');
      const kept = screen.getByRole('region', { name: 'Kept on this device' });
      expect(kept).toHaveTextContent('Ravi');
      expect(kept).toHaveTextContent(/7 days at most/);
    },
  );

  it('drops a submission whose honeypot is filled, without sending, as if it had been sent', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    const { container } = render(<EnquiryForm draftKey="t" onSent={onSent} />);
    await user.type(screen.getByLabelText('Name'), 'Bot');
    fireEvent.input(container.querySelector('input[name="website"]')!, {
      target: { value: 'http://spam.example' },
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(seam.sendEnquiry).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('sends once however often Send is pressed, and says it is sending meanwhile', async () => {
    const pending = deferred<SendResult>();
    seam.sendEnquiry.mockReturnValue(pending.promise);
    render(<EnquiryForm draftKey="t" />);
    const button = screen.getByRole('button', { name: 'Send' });
    const form = button.closest('form')!;
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    // Two submits in the same tick, before the page could disable the button.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Sending…');
    expect(form).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().dblClick(button);
    expect(seam.sendEnquiry).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve({ ok: true, status: 200, text: 'OK' }));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(seam.sendEnquiry).toHaveBeenCalledTimes(1);
  });

  it('starts from the given initial values (a preset inquiry type)', () => {
    render(<EnquiryForm draftKey="t" initial={makeEnquiry({ inquiry_type: QUOTE_TYPE })} />);
    expect(screen.getByLabelText('Inquiry type')).toHaveValue(QUOTE_TYPE);
  });

  it('keeps a draft per key across unmounting until it is sent; an untouched form starts fresh', async () => {
    const user = userEvent.setup();
    const first = render(<EnquiryForm draftKey="a" />);
    await user.type(screen.getByLabelText('Company name'), 'Acme');
    first.unmount();
    const other = render(<EnquiryForm draftKey="b" />);
    expect(screen.getByLabelText('Company name')).toHaveValue('');
    other.unmount();
    render(<EnquiryForm draftKey="a" />);
    expect(screen.getByLabelText('Company name')).toHaveValue('Acme');
  });

  it('focuses the first field when asked (dialogs)', async () => {
    render(<EnquiryForm draftKey="t" focusFirstField />);
    await waitFor(() => expect(screen.getByLabelText('Inquiry type')).toHaveFocus());
  });
});

describe('EnquiryForm on a Russian page', () => {
  const ruLabels = {
    from_name: 'Имя',
    company_name: 'Название компании',
    company_address: 'Адрес',
    company_phone: 'Телефон',
    from_email: 'Электронная почта',
    country: 'Страна или регион',
    message: 'Дополнительная информация',
  } as const;
  const ruTyped = {
    inquiry_type: 'Запрос коммерческого предложения / информации о продукции',
    from_name: 'Ольга Ёлкина',
    company_name: 'ООО «Лаборатория»',
    company_address: 'ул. Ленина, 1, Москва',
    company_phone: '+7 495 000-00-00',
    from_email: 'olga@example.com',
    country: 'Россия',
    message: 'Нужен криостат 6250.\nДоставка в Москву.',
  };

  it('shows Russian labels and inquiry types, and sends what was typed with the Russian type and locale', async () => {
    const user = userEvent.setup();
    seam.sendEnquiry.mockResolvedValue({ ok: true, status: 200, text: 'OK' });
    render(
      <LocaleContext.Provider value="ru">
        <EnquiryForm draftKey="ru-test" />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('form', { name: 'Запрос' })).toBeInTheDocument();
    const select = screen.getByLabelText('Тип запроса') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Тип запроса'],
      [ruTyped.inquiry_type, ruTyped.inquiry_type],
      ['Обслуживание клиентов / техническая поддержка', 'Обслуживание клиентов / техническая поддержка'],
    ]);
    expect(screen.queryByText(/Additional information|Inquiry type/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Укажите адрес электронной почты или номер телефона',
    );
    await user.selectOptions(select, ruTyped.inquiry_type);
    for (const [name, label] of Object.entries(ruLabels)) {
      await user.type(screen.getByLabelText(label), ruTyped[name as keyof typeof ruTyped]);
    }
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(seam.sendEnquiry).toHaveBeenCalledExactlyOnceWith(ruTyped, '', 'ru', expect.any(String)),
    );
    expect(await screen.findByText(/Ваш запрос отправлен/)).toHaveAttribute('role', 'status');
  });

  it('after a failure: Russian advice and a mailto fallback with a Russian subject', async () => {
    const user = userEvent.setup();
    seam.sendEnquiry.mockResolvedValue({ ok: false, failure: { kind: 'rejected', status: 403, text: 'x' } });
    render(
      <LocaleContext.Provider value="ru">
        <EnquiryForm draftKey="ru-fail" />
      </LocaleContext.Provider>,
    );
    await user.type(screen.getByLabelText('Имя'), 'Ольга');
    await user.type(screen.getByLabelText('Телефон'), '+7 495 000-00-00');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ваш запрос не отправлен.');
    expect(alert).toHaveTextContent(ruEnquiry.advice.rejected);
    const href = within(alert).getByRole('link').getAttribute('href') ?? '';
    expect(decodeURIComponent(href)).toContain('subject=Запрос с сайта');
    expect(decodeURIComponent(href)).toContain('Имя: Ольга');
  });
});
