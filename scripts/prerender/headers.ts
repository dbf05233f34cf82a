import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from 'vite';
import { emailJsOrigin, headersFile } from '../../vite-plugins/securityHeaders.ts';

/**
 * dist/_headers, for Netlify and Cloudflare Pages: the security policy and the cache rules, from
 * the same source as the dev server's and nginx's (vite-plugins/securityHeaders.ts).
 */
export async function writeHeaders(dist: string, pages: readonly string[]): Promise<void> {
  const env = loadEnv('production', process.cwd(), 'VITE_');
  await writeFile(path.join(dist, '_headers'), headersFile({ pages, emailOrigin: emailJsOrigin(env) }));
}
