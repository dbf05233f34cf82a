import type { ReactNode } from 'react';

/** A number: "12.1", "1,000", or thousands set apart by a space ("40 000", as Russian writes them). */
const NUMBER = String.raw`\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)|\d+(?:[.,]\d+)*`;

/**
 * A figure and the word it measures or counts: a number or a range written without spaces
 * ("50-65", "75–90"), then, after one space, a unit or a word ("°C", "%", "inch", "мкм",
 * "samples", "RJ45"). Not a number inside a model name ("CS500", "TEST1"), and not a word of more
 * than 14 letters ("предустановлены"): kept with its figure, it would be wider than a narrow card.
 */
const FIGURE = new RegExp(
  String.raw`(?<![\p{L}\d.,])(?:${NUMBER})(?:[-–](?:${NUMBER}))?(?:\s(?:%|°\p{L}*|\p{L}{1,14}\d*)(?![\p{L}\d]))?`,
  'gu',
);

/**
 * The text with each figure kept on one line with its unit or the word it counts, as careful
 * typesetting does in both languages: a line may otherwise break between "12.1" and "inch", between
 * "40" and "000", or after the hyphen of "50-65", and a figure at the end of a line with its unit on
 * the next reads as a figure of something else. Each such run is a `keep-whole` span (`nowrap`),
 * the rest as it is; a lone number is left alone. The text, its characters and what a screen reader
 * or a search finds do not change. Where a run can be wider than its line (a value in a phone's
 * key-figure card), the card's CSS lets it wrap.
 */
export function keepFiguresWhole(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(FIGURE)) {
    if (!/[\s\-–]/u.test(match[0])) continue; // a lone number: nothing to keep it with
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className="keep-whole">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (!parts.length) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
