import type { Plugin } from 'vite';

/**
 * A Russian product page (src/content/products/<id>/page.ru.ts) gets its own copy of its product's
 * facts (`./facts.ts?ru`), so the facts never become a chunk both page modules share (why:
 * `ProductFacts` in src/content/types.ts). One rule here instead of a query in every page.ru.ts.
 */
const RUSSIAN_PAGE = /[\\/]src[\\/]content[\\/]products[\\/][^\\/]+[\\/]page\.ru\.ts$/;

export function ownFacts(): Plugin {
  return {
    name: 'ivm-own-facts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== './facts' || !importer || !RUSSIAN_PAGE.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, id: `${resolved.id}?ru` } : null;
    },
  };
}
