import { describe, expect, it } from 'vitest';
import { EmailJSResponseStatus } from '@emailjs/browser';
import { failureAdvice, normaliseSendError } from '../../src/enquiry/errors';
import {
  EMPTY_ENQUIRY,
  FIELD_LABELS,
  FIELD_NAMES,
  INQUIRY_TYPES,
  makeEnquiry,
  QUOTE_TYPE,
  templateParams,
} from '../../src/enquiry/fields';
import { mailtoHref } from '../../src/enquiry/mailto';
import { deliveryMode, LOCAL_IDS, missingIds, resolveConfig } from '../../src/enquiry/mode';
import { productEnquiry, productFromState } from '../../src/enquiry/prefill';

describe('the enquiry entity (SPEC section 3)', () => {
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
    expect(INQUIRY_TYPES).toEqual([
      'Request a quote/product information',
      'Customer service/technical support',
    ]);
    expect(FIELD_LABELS).toMatchObject({
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

describe('normaliseSendError: the three rejection shapes in one place', () => {
  it('an EmailJSResponseStatus object: 429 is rate-limited, 0 is network, others rejected', () => {
    expect(normaliseSendError(new EmailJSResponseStatus(429, 'Too Many Requests'))).toEqual({
      kind: 'rate-limited',
      status: 429,
      text: 'Too Many Requests',
    });
    expect(normaliseSendError(new EmailJSResponseStatus())).toEqual({
      kind: 'network',
      status: 0,
      text: 'Network Error',
    });
    expect(normaliseSendError({ status: 500, text: 'Internal Server Error' })).toEqual({
      kind: 'rejected',
      status: 500,
      text: 'Internal Server Error',
    });
    expect(normaliseSendError({ status: 451, text: 'Unavailable For Headless Browser' }).kind).toBe(
      'rejected',
    );
    expect(normaliseSendError({ status: 403, text: '' }).text).toBe('HTTP 403');
  });

  it('a plain string (missing ids) is a configuration problem', () => {
    const text = 'The public key is required. Visit https://dashboard.emailjs.com/admin/account';
    expect(normaliseSendError(text)).toEqual({ kind: 'not-configured', status: null, text });
  });

  it('a TypeError from fetch is a network problem', () => {
    expect(normaliseSendError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'network',
      status: null,
      text: 'Failed to fetch',
    });
    expect(normaliseSendError(new Error('NetworkError when attempting to fetch resource.')).kind).toBe(
      'network',
    );
  });

  it('anything else is a rejection with its text', () => {
    expect(normaliseSendError(new Error('boom'))).toEqual({ kind: 'rejected', status: null, text: 'boom' });
    expect(normaliseSendError(undefined)).toEqual({ kind: 'rejected', status: null, text: 'undefined' });
  });

  it('tells the visitor what to do', () => {
    expect(failureAdvice({ kind: 'rate-limited', status: 429, text: '' })).toMatch(/wait/i);
    expect(failureAdvice({ kind: 'network', status: null, text: '' })).toMatch(/internet connection/i);
    expect(failureAdvice({ kind: 'rejected', status: 500, text: '' })).toMatch(/try again/i);
    expect(failureAdvice({ kind: 'not-configured', status: null, text: '' })).toMatch(/not available/i);
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
    expect(enquiry.inquiry_type).toBe(QUOTE_TYPE);
    expect(enquiry.message).toContain('I-dOne');
    expect(enquiry.message).toContain('https://ivmmedical.com/bacter1');
    expect(enquiry.from_name).toBe('');
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
    { product: { name: 'X'.repeat(201), path: '/prod1' } },
  ])('ignores anything else: %j', (state) => {
    expect(productFromState(state)).toBeNull();
  });
});

describe('the mailto fallback', () => {
  it('addresses the company, with the enquiry as body when it fits', () => {
    const href = mailtoHref('info@ivmmedical.com', makeEnquiry({ from_name: 'Ann & Bob', message: 'Hi?' }));
    expect(href.startsWith('mailto:info@ivmmedical.com?subject=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('Name: Ann & Bob');
    expect(mailtoHref('info@ivmmedical.com', makeEnquiry({ message: 'x'.repeat(5000) }))).not.toContain(
      'body=',
    );
  });
});
