/** What replaces a match: a literal string (no `$&` or `$1` patterns), or a function of the match and its groups. */
export type Replacement = string | ((match: string, ...groups: string[]) => string);

/**
 * `text` with `search` replaced (every occurrence for a RegExp with the g flag). Throws, naming
 * `what`, when nothing matches: a marker that is no longer there (in Vite's HTML for the
 * prerenderer, in deploy/nginx.conf for the end-to-end tests' nginx) must stop the run, not leave
 * its output silently unfinished.
 */
export function rewrite(
  text: string,
  search: string | RegExp,
  replacement: Replacement,
  what: string,
): string {
  const found =
    typeof search === 'string'
      ? text.includes(search)
      : new RegExp(search.source, search.flags.replace(/[gy]/g, '')).test(text);
  if (!found) throw new Error(`${what}: ${String(search)} not found`);
  return text.replace(search, typeof replacement === 'string' ? () => replacement : replacement);
}
