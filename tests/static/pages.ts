import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The built site the static checks read: DIST_DIR (dist by default), or the folder given as the
 * first argument (`tsx tests/static/links.ts some-copy-of-dist`).
 */
export function distDir(): string {
  const dir = path.resolve(process.argv[2] ?? process.env.DIST_DIR ?? 'dist');
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} holds no built site: run \`npm run build\` first`);
  }
  return dir;
}

/** Every prerendered page: dist/index.html, dist/<route>/index.html and dist/404.html. */
export function prerenderedPages(dist: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'assets' && name !== 'og') walk(file);
      } else if (name === 'index.html' || (dir === dist && name === '404.html')) {
        pages.push(file);
      }
    }
  };
  walk(dist);
  return pages.sort();
}

/** The URL path a page file is served at: dist/hist4/index.html -> /hist4. */
export function routeOf(dist: string, file: string): string {
  const relative = path.relative(dist, file).split(path.sep).join('/');
  if (relative === '404.html') return '/404.html';
  return `/${relative.replace(/(^|\/)index\.html$/, '')}`;
}
