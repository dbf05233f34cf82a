import type { ReactNode } from 'react';

/**
 * A range written with a hyphen or dash and no spaces ("50-65", "75–90"), with a short unit after
 * it ("°C", "µm", "шт"): a line may break after a hyphen or a dash, and "50-" at the end of a line
 * with "65 °C" on the next reads as two figures.
 */
const RANGE = /\d+(?:[.,]\d+)?[-–]\d+(?:[.,]\d+)?(?:\s(?:°\p{L}*|\p{L}{1,3})(?=[\s,.;:)]|$))?/gu;

/**
 * The text with each range (and its unit) kept on one line: the range in a `nowrap` span, the rest
 * as it is. The text, its characters and what a screen reader or a search finds do not change.
 */
export function keepRangesWhole(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(RANGE)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className="nowrap">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (!parts.length) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
