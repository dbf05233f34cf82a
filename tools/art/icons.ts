/**
 * Line icons, 48x48, stroke only in currentColor so CSS sets their colour.
 */
const wrap = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

export const icons: Record<string, string> = {
  audit: wrap(
    '<rect x="11" y="8" width="26" height="34" rx="3"/><path d="M18 8V6h12v2"/><rect x="18" y="5" width="12" height="6" rx="2"/><path d="m17 22 3 3 6-6M17 33h14M29 24h2"/>',
  ),
  consulting: wrap(
    '<path d="M7 10h22a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H16l-6 5v-5H7a3 3 0 0 1-3-3V13a3 3 0 0 1 3-3Z"/><path d="M32 18h9a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3h-2v5l-6-5h-9a3 3 0 0 1-3-3v-4"/><path d="M12 18h.01M18 18h.01M24 18h.01"/>',
  ),
  equipment: wrap(
    '<path d="M6 16h36v22H6z"/><path d="M6 16l5-6h26l5 6"/><rect x="10" y="21" width="13" height="12" rx="1.5"/><path d="M13 29h7M13 25h4"/><rect x="27" y="21" width="11" height="8" rx="1.5"/><path d="M28 34h2M33 34h2M9 38v3M39 38v3"/>',
  ),
  design: wrap(
    '<rect x="5" y="9" width="28" height="32" rx="2"/><path d="M5 23h12v18M17 30h16M24 9v9"/><path d="m36 38 7-24-3-1-7 24 .5 4Z"/><path d="m38.5 17 3 1"/>',
  ),
  maintenance: wrap(
    '<path d="M29.5 8.5a8 8 0 0 0-9.8 10.3L8 30.5a3.5 3.5 0 0 0 5 5l11.7-11.7a8 8 0 0 0 10.3-9.8l-5 5-4.5-1.2-1.2-4.5Z"/><circle cx="11" cy="33" r=".5"/><path d="M34 30v3M34 41v3M27.5 37h3M37.5 37h3M29.5 32.5l2 2M36.5 39.5l2 2M29.5 41.5l2-2M36.5 34.5l2-2"/><circle cx="34" cy="37" r="3.5"/>',
  ),
  ai: wrap(
    '<rect x="12" y="12" width="24" height="24" rx="3"/><path d="M18 12V6M24 12V6M30 12V6M18 42v-6M24 42v-6M30 42v-6M12 18H6M12 24H6M12 30H6M42 18h-6M42 24h-6M42 30h-6"/><circle cx="19" cy="29" r="2"/><circle cx="29" cy="19" r="2"/><circle cx="29" cy="29" r="2"/><path d="M21 28l6-7M29 21v6"/>',
  ),
  cervical: wrap(
    '<path d="M17 17q7-5 14 0c0 11-3 17-7 17s-7-6-7-17Z"/><path d="M22 34v6h4v-6"/><path d="M17 17c-3-4-8-4-10 0M31 17c3-4 8-4 10 0"/><circle cx="7" cy="21" r="3"/><circle cx="41" cy="21" r="3"/>',
  ),
  cytology: wrap(
    '<path d="M8 22c0-9 8-15 16-14s14 7 13 16-9 15-17 14S8 31 8 22Z"/><ellipse cx="22" cy="23" rx="5" ry="4"/><circle cx="38" cy="37" r="4"/><circle cx="38" cy="37" r="1"/><circle cx="9" cy="39" r="3"/>',
  ),
  microbiology: wrap(
    '<circle cx="24" cy="24" r="18"/><circle cx="24" cy="24" r="14"/><circle cx="18" cy="19" r="2"/><circle cx="28" cy="17" r="1.5"/><circle cx="30" cy="28" r="2.5"/><circle cx="19" cy="30" r="1.5"/><circle cx="24" cy="24" r="1"/>',
  ),
  molecular: wrap(
    '<path d="M15 4c0 10 18 10 18 20S15 34 15 44"/><path d="M33 4c0 10-18 10-18 20s18 10 18 20"/><path d="M18 9h12M16 14h16M18 34h12M16 39h16M22 19.5h4M22 28.5h4"/>',
  ),
  automation: wrap(
    '<path d="M10 42h22M14 42v-4h14v4"/><circle cx="21" cy="34" r="4"/><path d="m21 30 4-14"/><circle cx="25" cy="14" r="3"/><path d="m28 14 10 4"/><path d="M38 18v-6l4-2M38 18v6l4 2"/>',
  ),
};
