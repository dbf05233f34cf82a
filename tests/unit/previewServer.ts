import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preview, type PluginOption } from 'vite';

/**
 * Vite's own preview server, as `npm start` runs it, over a small build: `files` maps paths under
 * dist/ to their text. Returns the server's base URL and what stops it and removes the files.
 */
export async function previewOver(
  files: Record<string, string>,
  plugins: PluginOption[],
): Promise<{ base: string; close: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'preview-test-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, 'dist', file)), { recursive: true });
    await writeFile(path.join(root, 'dist', file), text);
  }
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'mpa',
    plugins,
    preview: { host: '127.0.0.1', port: 0 },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server has no local address');
  return {
    base: url.replace(/\/$/, ''),
    close: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
