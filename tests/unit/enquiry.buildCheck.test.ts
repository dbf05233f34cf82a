import { describe, expect, it } from 'vitest';
import { buildConfigProblem } from '../../src/shared/outbox/mode';

/** A production build must never ship a form that posts to a path no static host answers. */
describe('the build check of the EmailJS settings', () => {
  const ids = {
    VITE_EMAILJS_SERVICE_ID: 'service_x',
    VITE_EMAILJS_TEMPLATE_ID: 'template_x',
    VITE_EMAILJS_PUBLIC_KEY: 'key_x',
  };

  it('refuses a build without the ids, naming the three variables and the local way out', () => {
    const problem = buildConfigProblem({});
    expect(problem).toMatch(/VITE_EMAILJS_SERVICE_ID/);
    expect(problem).toMatch(/VITE_EMAILJS_TEMPLATE_ID/);
    expect(problem).toMatch(/VITE_EMAILJS_PUBLIC_KEY/);
    expect(problem).toMatch(/--local/);
  });

  it('accepts a build that says it is local, and one with all three ids', () => {
    expect(buildConfigProblem({ VITE_EMAILJS_LOCAL: '1' })).toBeNull();
    expect(buildConfigProblem(ids)).toBeNull();
  });

  it('refuses partly set ids, even for a local build, naming what is missing', () => {
    const partly = { VITE_EMAILJS_SERVICE_ID: 'service_x', VITE_EMAILJS_PUBLIC_KEY: 'key_x' };
    expect(buildConfigProblem(partly)).toMatch(/VITE_EMAILJS_TEMPLATE_ID/);
    expect(buildConfigProblem({ ...partly, VITE_EMAILJS_LOCAL: '1' })).toMatch(/VITE_EMAILJS_TEMPLATE_ID/);
  });
});
