import { describe, expect, it } from 'vitest';
import { EmailJSResponseStatus } from '@emailjs/browser';
import { failureOf, networkFailure, retriedByItself, willNotChange } from '../../src/shared/outbox/errors';
import { EMPTY_ENQUIRY, FIELD_NAMES, makeEnquiry, templateParams } from '../../src/shared/outbox/fields';
import { enquiryText, MAX_HREF, mailtoHref } from '../../src/features/enquiry/mailto';
import { enquiryParams, sdkFailure } from '../../src/shared/outbox/send';
import { failureAdvice } from '../../src/features/enquiry/failureAdvice';
import { inquiryTypes } from '../../src/features/enquiry/inquiryTypes';
import { deliveryMode, LOCAL_IDS, missingIds, resolveConfig } from '../../src/shared/outbox/mode';
import { productEnquiry, productFromState } from '../../src/features/enquiry/prefill';
import { enquiry as en } from '../../src/features/enquiry/enquiry.en';
import { enquiry as ru } from '../../src/features/enquiry/enquiry.ru';
import { stringsModule } from '../../src/i18n/strings';

await Promise.all([stringsModule('en').load(), stringsModule('ru').load()]);

describe('the enquiry entity', () => {
  it('has the eight fields, all empty at first, and the two inquiry types', () => {
    expect(FIELD_NAMES).toEqual([
      'inquiry_type',
      'from_name',
      'company_name',
      'company_address',
      'company_phone',
      'from_email',
      'country',
      'message',
    ]);
    expect(Object.values(EMPTY_ENQUIRY).every((value) => value === '')).toBe(true);
    expect(inquiryTypes(en)).toEqual([
      'Request a quote/product information',
      'Customer service/technical support',
    ]);
    expect(inquiryTypes(ru)).toEqual([
      'Запрос коммерческого предложения / информации о продукции',
      'Обслуживание клиентов / техническая поддержка',
    ]);
    expect(en.fields).toMatchObject({
      from_name: 'Name',
      company_name: 'Company name',
      company_address: 'Address',
      company_phone: 'Phone',
      from_email: 'Email',
      country: 'Country or Region',
      message: 'Additional information',
    });
  });

  it('sends exactly the eight fields, exactly as typed', () => {
    const typed = { ...makeEnquiry({ from_name: '  Ана <b>  ' }), extra: 'dropped' };
    const params = templateParams(typed);
    expect(Object.keys(params)).toEqual([...FIELD_NAMES]);
    expect(params.from_name).toBe('  Ана <b>  ');
  });
});

describe('what a failed send means', () => {
  it('429 is the rate limit and 5xx a service down: both go again by themselves; any other refusal waits', () => {
    expect(failureOf(429, 'Too Many Requests')).toEqual({
      kind: 'rate-limited',
      status: 429,
      text: 'Too Many Requests',
    });
    expect(failureOf(503, '')).toEqual({ kind: 'unavailable', status: 503, text: 'HTTP 503' });
    expect(failureOf(400, 'The template ID is invalid').kind).toBe('rejected');
    expect(failureOf(403, '').kind).toBe('rejected');
    expect(retriedByItself(failureOf(429, ''))).toBe(true);
    expect(retriedByItself(failureOf(500, ''))).toBe(true);
    expect(retriedByItself(failureOf(400, ''))).toBe(false);
    expect(retriedByItself(failureOf(403, ''))).toBe(false);
    expect(retriedByItself(networkFailure(new TypeError('Failed to fetch')))).toBe(true);
  });

  it('understands what the SDK rejects with: its own limitRate apart from the service’s 429', () => {
    // The SDK's own objects: an error answer of the service, its limitRate, a missing id, no answer.
    const quota = new EmailJSResponseStatus(426, 'The monthly limit of requests has been reached');
    expect(sdkFailure(quota, true)).toEqual({
      kind: 'rejected',
      status: 426,
      text: 'The monthly limit of requests has been reached',
    });
    expect(willNotChange(sdkFailure(quota, true))).toBe(true);
    expect(willNotChange(sdkFailure(new EmailJSResponseStatus(400, 'The template ID not found'), true))).toBe(
      true,
    );
    expect(sdkFailure(new EmailJSResponseStatus(429, 'Too Many Requests'), true).kind).toBe('rate-limited');
    expect(sdkFailure(new EmailJSResponseStatus(502, ''), true)).toMatchObject({
      kind: 'unavailable',
      text: 'HTTP 502',
    });
    // The same 429 object, made by the SDK's limitRate before anything was sent.
    expect(sdkFailure(new EmailJSResponseStatus(429, 'Too Many Requests'), false, 4000)).toMatchObject({
      kind: 'throttled',
      retryAfterMs: 4000,
    });
    expect(sdkFailure('The public key is required. Visit https://dashboard.emailjs.com', false).kind).toBe(
      'not-configured',
    );
    expect(sdkFailure(new TypeError('Failed to fetch'), false).kind).toBe('network');
    expect(sdkFailure(new EmailJSResponseStatus(), false).kind).toBe('network');
  });

  it('says why it has not been sent, in the page’s language', () => {
    expect(failureAdvice({ kind: 'rate-limited', status: 429, text: '' }, en.advice)).toMatch(/too many/i);
    expect(failureAdvice({ kind: 'throttled', status: null, text: '' }, en.advice)).toBe(
      en.advice.rateLimited,
    );
    expect(failureAdvice({ kind: 'network', status: null, text: '' }, en.advice)).toMatch(
      /could not be reached/i,
    );
    expect(failureAdvice({ kind: 'unavailable', status: 500, text: '' }, en.advice)).toMatch(/kept failing/i);
    expect(failureAdvice({ kind: 'not-configured', status: null, text: '' }, en.advice)).toMatch(
      /not available/i,
    );
    expect(failureAdvice({ kind: 'network', status: null, text: '' }, ru.advice)).toBe(ru.advice.network);
    expect(failureAdvice({ kind: 'rejected', status: 400, text: '' }, ru.advice)).toBe(ru.advice.rejected);
  });
});

describe('configuration', () => {
  const ids = {
    VITE_EMAILJS_SERVICE_ID: 'service_1',
    VITE_EMAILJS_TEMPLATE_ID: 'template_1',
    VITE_EMAILJS_PUBLIC_KEY: 'key_1',
  };

  it('without ids, enquiries go to the local endpoint of the page’s own origin', () => {
    expect(deliveryMode({})).toBe('local');
    expect(resolveConfig({}, 'http://localhost:4173')).toEqual({
      mode: 'local',
      ...LOCAL_IDS,
      origin: 'http://localhost:4173',
    });
    expect(LOCAL_IDS).toEqual({
      serviceId: 'local-service',
      templateId: 'local-template',
      publicKey: 'local-key',
    });
  });

  it('with ids, EmailJS with the default origin unless VITE_EMAILJS_ORIGIN is set', () => {
    expect(resolveConfig(ids, 'http://localhost:4173')).toEqual({
      mode: 'emailjs',
      serviceId: 'service_1',
      templateId: 'template_1',
      publicKey: 'key_1',
      origin: undefined,
    });
    expect(resolveConfig({ ...ids, VITE_EMAILJS_ORIGIN: 'https://api.eu.example/' }, undefined).origin).toBe(
      'https://api.eu.example',
    );
  });

  it('a partial configuration stays EmailJS (and fails loudly), naming what is missing', () => {
    const partial = { VITE_EMAILJS_SERVICE_ID: 'service_1' };
    expect(deliveryMode(partial)).toBe('emailjs');
    expect(resolveConfig(partial, undefined).publicKey).toBe('');
    expect(missingIds(partial)).toEqual(['VITE_EMAILJS_TEMPLATE_ID', 'VITE_EMAILJS_PUBLIC_KEY']);
  });
});

describe('product prefill from router state', () => {
  it('accepts { product: { name, path } } from a product page', () => {
    expect(productFromState({ product: { name: 'I-dOne', path: '/bacter1' } })).toEqual({
      name: 'I-dOne',
      path: '/bacter1',
    });
    const enquiry = productEnquiry({ name: 'I-dOne', path: '/bacter1' }, 'https://ivmmedical.com/bacter1');
    expect(enquiry.inquiry_type).toBe('Request a quote/product information');
    expect(enquiry.message).toBe(
      'I would like to know more about the I-dOne (https://ivmmedical.com/bacter1).\n\n',
    );
    expect(enquiry.from_name).toBe('');
  });

  it('on a Russian page: a Russian product path, the Russian quote type and message', () => {
    const product = productFromState({ product: { name: 'Криостат 6250', path: '/ru/hist6' } });
    expect(product).toEqual({ name: 'Криостат 6250', path: '/ru/hist6' });
    const enquiry = productEnquiry(product!, 'https://ivmmedical.com/ru/hist6', 'ru');
    expect(enquiry.inquiry_type).toBe('Запрос коммерческого предложения / информации о продукции');
    expect(productEnquiry(product!, 'https://ivmmedical.com/ru/hist6')).toEqual(enquiry);
    expect(enquiry.message).toBe(
      'Прошу предоставить подробную информацию о товаре «Криостат 6250» (https://ivmmedical.com/ru/hist6).\n\n',
    );
  });

  it.each([
    null,
    'x',
    {},
    { product: null },
    { product: { name: 'X' } },
    { product: { name: '', path: '/prod1' } },
    { product: { name: 'X', path: 'https://evil.example/prod1' } },
    { product: { name: 'X', path: '/contact' } },
    { product: { name: 'X', path: '/ru/contact' } },
    { product: { name: 'X', path: '/de/prod1' } },
    { product: { name: 'X', path: '/ru/ru/prod1' } },
    { product: { name: 'X'.repeat(201), path: '/prod1' } },
  ])('ignores anything else: %j', (state) => {
    expect(productFromState(state)).toBeNull();
  });
});

describe('the e-mail link when an enquiry has not been sent', () => {
  const idParams = (values: Partial<Record<string, string>>, products = '') =>
    enquiryParams(makeEnquiry(values), products, 'en', '7K2M-9QXD-4HPA');
  const bodyOf = (href: string) => new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('body') ?? '';
  const subjectOf = (href: string) =>
    new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('subject') ?? '';

  it('addresses the company: subject with the reference, body with the fields, products and reference', () => {
    const href = mailtoHref(
      'info@ivmmedical.com',
      idParams({ from_name: 'Ann & Bob', message: 'Hi?' }, 'Cryostat 6250: https://ivmmedical.com/hist6'),
      en,
    );
    expect(href.startsWith('mailto:info@ivmmedical.com?subject=')).toBe(true);
    expect(subjectOf(href)).toBe('Enquiry from the website (7K2M-9QXD-4HPA)');
    expect(bodyOf(href)).toBe(
      [
        'Name: Ann & Bob',
        'Additional information: Hi?',
        '',
        'Products:',
        'Cryostat 6250: https://ivmmedical.com/hist6',
        '',
        'Enquiry reference: 7K2M-9QXD-4HPA',
      ].join('\n'),
    );
    // Copy copies the same text.
    expect(
      enquiryText(
        idParams({ from_name: 'Ann & Bob', message: 'Hi?' }, 'Cryostat 6250: https://ivmmedical.com/hist6'),
        en,
      ),
    ).toBe(bodyOf(href));
  });

  it('keeps within MAX_HREF: shortens the product list first, and says how many are left out', () => {
    const products = Array.from({ length: 60 }, (_, n) => `Product ${n}: https://ivmmedical.com/p${n}`).join(
      '\n',
    );
    const message = 'Please quote these for our new laboratory in Dubai.';
    const href = mailtoHref('info@ivmmedical.com', idParams({ from_name: 'Ann', message }, products), en);
    expect(href.length).toBeLessThanOrEqual(MAX_HREF);
    const body = bodyOf(href);
    expect(body).toContain(`Additional information: ${message}`);
    expect(body).toContain('Product 0: https://ivmmedical.com/p0');
    expect(body).not.toContain('Product 59:');
    expect(body).toMatch(/and \d+ more products from my quote list \(too many for this e-mail link\)/);
    expect(body).toContain('Enquiry reference: 7K2M-9QXD-4HPA');
  });

  it('cuts the visitor’s own words only when even without products it is too long, and says so', () => {
    const href = mailtoHref(
      'info@ivmmedical.com',
      idParams({ from_name: 'Ann', message: 'x'.repeat(5000) }, 'Cryostat: https://ivmmedical.com/hist6'),
      en,
    );
    expect(href.length).toBeLessThanOrEqual(MAX_HREF);
    const body = bodyOf(href);
    expect(body).toContain('Name: Ann');
    expect(body).toContain(en.mail.cut);
    expect(body).toContain('and 1 more product from my quote list');
    expect(body).toContain('Enquiry reference: 7K2M-9QXD-4HPA');
  });

  it('in Russian: the Russian subject and labels', () => {
    const href = mailtoHref(
      'info@ivmmedical.com',
      enquiryParams(makeEnquiry({ from_name: 'Анна', country: 'Россия' }), '', 'ru', '7K2M-9QXD-4HPA'),
      ru,
    );
    expect(subjectOf(href)).toBe('Запрос с сайта (7K2M-9QXD-4HPA)');
    expect(bodyOf(href)).toBe('Имя: Анна\nСтрана или регион: Россия\n\nНомер запроса: 7K2M-9QXD-4HPA');
  });
});
