import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../src/lib/loadOnce';

describe('loadOnce: load a value once, then read it synchronously', () => {
  it('refuses a read before the load, then reads what was loaded, loading each name once', async () => {
    const loader = vi.fn((locale: string, name: string) => Promise.resolve({ locale, name }));
    const cache = loadOnce(loader, (locale, name) => `${locale} ${name} not loaded`);
    expect(() => cache.read('ru', 'about')).toThrow('ru about not loaded');
    const first = await cache.load('ru', 'about');
    expect(cache.read('ru', 'about')).toBe(first);
    expect(await cache.load('ru', 'about')).toBe(first);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(() => cache.read('en', 'about')).toThrow('en about not loaded');
  });

  it('keeps the first value when two loads of one name overlap, and nothing after a failed load', async () => {
    let calls = 0;
    const cache = loadOnce(
      (locale: string) => Promise.resolve({ locale, call: ++calls }),
      (locale) => `${locale} not loaded`,
    );
    const [a, b] = await Promise.all([cache.load('en'), cache.load('en')]);
    expect(a).toBe(b);
    expect(cache.read('en')).toEqual({ locale: 'en', call: 1 });

    const failing = loadOnce(
      (locale: string): Promise<string> => Promise.reject(new Error(`no ${locale}`)),
      (locale) => `${locale} not loaded`,
    );
    await expect(failing.load('ru')).rejects.toThrow('no ru');
    expect(() => failing.read('ru')).toThrow('ru not loaded');
  });
});
