import { readFileSync } from 'node:fs';
import postcss, { type Plugin } from 'postcss';

/**
 * Writes the design tokens' values where they are used: `color: var(--color-text)` becomes
 * `color: #1b2430` in every stylesheet, dev and build alike, and the tokens' own declarations leave
 * `:root`.
 *
 * Why: a declaration that reads a custom property cannot be resolved once per rule. The browser
 * substitutes and parses it again for every element it styles, and the first style calculation of a
 * page (which Chrome runs as the parser finishes, before the first paint) took twice as long with
 * them (measured in docs/architecture.md).
 *
 * The source keeps the tokens (src/styles/tokens.css is still the one place to change a colour or a
 * size); only what the browser receives changes. It holds because every token is declared once, on
 * `:root`, never set again by a rule, a media query or a script: `tokensOf` refuses a file where that
 * is not so, and a token declared anywhere else than `:root` fails the build (`flattenTokens`).
 * Custom properties that are not tokens (`--icon`, set per element) are left as they are.
 */
export function flattenTokens(tokensFile: string): Plugin {
  const tokens = tokensOf(readFileSync(tokensFile, 'utf8'));
  return {
    postcssPlugin: 'flatten-tokens',
    Declaration(decl) {
      if (decl.prop.startsWith('--') && tokens.has(decl.prop)) {
        const rule = decl.parent;
        if (rule?.type !== 'rule' || (rule as postcss.Rule).selector !== ':root') {
          throw decl.error(`${decl.prop} is a design token: declare it only on :root in tokens.css`);
        }
        decl.remove();
        return;
      }
      if (decl.value.includes('var(--')) decl.value = substitute(decl.value, tokens);
    },
    RuleExit(rule) {
      if (rule.nodes.length === 0) rule.remove();
    },
  };
}

/** The tokens declared on `:root` in a stylesheet's text, each with its value fully resolved. */
export function tokensOf(css: string): Map<string, string> {
  const raw = new Map<string, string>();
  postcss.parse(css).walkDecls((decl) => {
    if (!decl.prop.startsWith('--')) return;
    const rule = decl.parent;
    const onRoot =
      rule?.type === 'rule' && (rule as postcss.Rule).selector === ':root' && rule.parent?.type === 'root';
    if (!onRoot) throw decl.error(`${decl.prop}: tokens are declared on a top-level :root only`);
    if (raw.has(decl.prop)) throw decl.error(`${decl.prop} is declared twice`);
    raw.set(decl.prop, decl.value);
  });
  const resolved = new Map<string, string>();
  const resolve = (name: string, seen: readonly string[]): string => {
    const done = resolved.get(name);
    if (done !== undefined) return done;
    if (seen.includes(name))
      throw new Error(`tokens refer to each other in a circle: ${[...seen, name].join(' -> ')}`);
    const value = replaceVars(raw.get(name) ?? '', (ref) =>
      raw.has(ref) ? resolve(ref, [...seen, name]) : undefined,
    );
    resolved.set(name, value);
    return value;
  };
  for (const name of raw.keys()) resolve(name, []);
  return resolved;
}

/** A value with every `var(--token)` (and `var(--token, fallback)`) of `tokens` replaced by its value. */
export function substitute(value: string, tokens: ReadonlyMap<string, string>): string {
  return replaceVars(value, (name) => tokens.get(name));
}

/**
 * Replaces each `var(--name[, fallback])` whose name `lookup` knows; others stay, their fallbacks
 * substituted in turn. Parentheses are matched, so a fallback may hold functions or `var()`s.
 */
function replaceVars(value: string, lookup: (name: string) => string | undefined): string {
  let out = '';
  let at = 0;
  for (;;) {
    const start = value.indexOf('var(', at);
    if (start < 0) return out + value.slice(at);
    let depth = 0;
    let end = start + 3;
    for (; end < value.length; end++) {
      if (value[end] === '(') depth++;
      else if (value[end] === ')' && --depth === 0) break;
    }
    if (end >= value.length) return out + value.slice(at);
    const inner = value.slice(start + 4, end);
    const comma = topLevelComma(inner);
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
    const known = lookup(name);
    out += value.slice(at, start);
    if (known !== undefined) out += known;
    else if (comma < 0) out += `var(${inner})`;
    else out += `var(${inner.slice(0, comma)},${replaceVars(inner.slice(comma + 1), lookup)})`;
    at = end + 1;
  }
}

function topLevelComma(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) return i;
  }
  return -1;
}
