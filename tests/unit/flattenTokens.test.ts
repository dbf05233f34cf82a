import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { flattenTokens, substitute, tokensOf } from '../../vite-plugins/flattenTokens';

const TOKENS = `:root {
  --blue: #124e8c;
  --link: var(--blue);
  --space: 4px;
  --gap: calc(var(--space) * 2);
}`;

async function run(css: string, tokensCss = TOKENS): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'tokens-'));
  const file = join(dir, 'tokens.css');
  writeFileSync(file, tokensCss);
  try {
    return (await postcss([flattenTokens(file)]).process(css, { from: undefined })).css;
  } finally {
    rmSync(dir, { recursive: true });
  }
}

describe('design tokens written in where they are used', () => {
  it('resolves tokens that refer to other tokens', () => {
    const tokens = tokensOf(TOKENS);
    expect(tokens.get('--link')).toBe('#124e8c');
    expect(tokens.get('--gap')).toBe('calc(4px * 2)');
  });

  it('replaces each token, keeps other custom properties and their fallbacks', () => {
    const tokens = tokensOf(TOKENS);
    expect(substitute('1px solid var(--link)', tokens)).toBe('1px solid #124e8c');
    expect(substitute('var(--gap) var(--space)', tokens)).toBe('calc(4px * 2) 4px');
    expect(substitute('var(--icon) center / contain', tokens)).toBe('var(--icon) center / contain');
    expect(substitute('var(--unknown, var(--blue))', tokens)).toBe('var(--unknown, #124e8c)');
    expect(substitute('var(--blue, red)', tokens)).toBe('#124e8c');
  });

  it('takes the tokens out of :root and writes their values into the rules', async () => {
    const css = await run(`${TOKENS}\na { color: var(--link); padding: var(--gap); mask: var(--icon); }`);
    expect(css).not.toContain(':root');
    expect(css).toContain('color: #124e8c');
    expect(css).toContain('padding: calc(4px * 2)');
    expect(css).toContain('mask: var(--icon)');
  });

  it('refuses a token set again anywhere but :root (the values written in would be wrong there)', async () => {
    await expect(run('.dark { --link: white; }')).rejects.toThrow(/design token/);
    expect(() => tokensOf(':root { --a: 1px; }\n@media print { :root { --a: 2px; } }')).toThrow(
      /top-level :root/,
    );
    expect(() => tokensOf(':root { --a: var(--b); --b: var(--a); }')).toThrow(/circle/);
  });

  it("leaves no token unresolved in the site's own tokens", () => {
    const tokens = tokensOf(readFileSync('src/styles/tokens.css', 'utf8'));
    expect(tokens.size).toBeGreaterThan(50);
    for (const [name, value] of tokens) expect(`${name}: ${value}`).not.toMatch(/var\(--/);
  });
});
