/**
 * The `app` chunk every page loads once interactive (read by vite.config.ts): what src/app/client.tsx
 * imports statically and every module of the every-page folders (EVERY_PAGE), but no language's
 * strings and nothing the boot script imports itself. Derived, not listed; left to the bundler, a
 * shared chunk imported React from the app while the app imported it (docs/architecture.md, Chunks).
 */

/** The part of a module graph this needs (Rolldown's chunking context). */
interface Graph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const APP_ENTRY = '/src/app/client.tsx';
const BOOT_ENTRY = '/src/app/boot.ts';
/** The app, the shell, this folder, lib, the navigation's data, the Quote dialog, the quote list, the outbox. */
const EVERY_PAGE =
  /\/src\/(app|shell|early|lib|content\/shell|features\/enquiry|shared\/quoteList|shared\/outbox)\/[^?]*$/;
/** A language's strings: src/i18n/<language>.ts and <language>/, a feature's <part>.<language>.ts. */
const LANGUAGE_STRINGS = /\/src\/(i18n\/(en|ru)(\/|\.ts$)|(features|shared)\/[^/]+\/[^/]+\.(en|ru)\.ts$)/;

/** Every module `entry` imports statically, directly or not, without passing through `skip`. */
function staticallyReached(graph: Graph, entry: string, skip: (id: string) => boolean): Set<string> {
  const reached = new Set<string>();
  const next = [entry];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (reached.has(id) || skip(id)) continue;
    reached.add(id);
    next.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/** Rolldown's code-splitting group of the app chunk, for a project at `root`. */
export function appChunk(root: string) {
  // Worked out once, on the first module asked about: the graph is complete by then.
  let reach: { boot: Set<string>; app: Set<string> } | undefined;
  return {
    name: (id: string, graph: Graph): string | null => {
      if (!reach) {
        const posix = root.replace(/\\/g, '/');
        const boot = staticallyReached(graph, posix + BOOT_ENTRY, () => false);
        const app = staticallyReached(
          graph,
          posix + APP_ENTRY,
          (m) => boot.has(m) || LANGUAGE_STRINGS.test(m),
        );
        reach = { boot, app };
      }
      const path = id.replace(/\\/g, '/');
      // The boot script's own, and the app's entry: the boot script imports it by name (the
      // prerender looks it up in the manifest), so it stays the small chunk that names the app's.
      // A language's strings stay a chunk of their own, in an every-page folder too.
      if (reach.boot.has(path) || path.endsWith(APP_ENTRY) || LANGUAGE_STRINGS.test(path)) return null;
      // The bundler's own runtime helpers go with the code that uses them everywhere.
      return reach.app.has(path) || EVERY_PAGE.test(path) || path.includes('rolldown/runtime') ? 'app' : null;
    },
    debugName: 'app',
    includeDependenciesRecursively: false,
  };
}
