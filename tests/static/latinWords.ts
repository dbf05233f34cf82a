/**
 * Latin words on a Russian page: a Russian page may show brand, product and model names, article
 * numbers, standards and the abbreviations laboratories use as they are (AST, CE, ID), and
 * nothing else in Latin letters. Used by tests/static/latin.ts (the built pages) and
 * tests/unit/i18n.latin.test.ts (the pages as render() gives them).
 */

/** Brands, product and model names, standards, abbreviations and proper names written in Latin on purpose. */
export const ALLOWED_LATIN = new Set([
  // company and address (the Latin company name; the address as the facts print it)
  ...['IVM', 'Medical', 'Equipment', 'Trading', 'Ltd', 'P.O', 'Box'],
  // makers
  ...['Alifax', 'Copan', 'Dakewe', 'Giles', 'Scientific', 'iLSA', 'Liofilchem', 'Lituo', 'SLEE', 'Vitro'],
  ...['Diagn', 'stica', 'Master', 'Diagnostics', 'Diagnóstica'], // lettering of partner marks
  // products and their parts
  ...['ALFRED', 'BIOMIC', 'Biomic', 'SIDECAR', 'Sidecar', 'TRINITY', 'UROQUATTRO', 'HB&L', 'I', 'dOne'],
  ...['CELL', 'EXPERT', 'Cell', 'Expert', 'Paint', 'Shaker', 'IDC', 'HistoFlo', 'Plus', 'SurePrint'],
  ...['Molecular', 'Mouse', 'ROLLER', 'Safe', 'Sampling', 'Systems', 'S', 'Neo', 'Robot', 'Manager'],
  ...['LT', 'LTS', 'FECES', 'Color', 'DataMatrix', 'Data', 'Matrix', 'Strip'],
  // standards, programmes, units and methods named in Latin by their owners
  ...['CFR', 'Part', 'CLSI', 'EUCAST', 'ISO', 'EN', 'USP', 'BP', 'EP', 'JP', 'CE', 'GDPR'],
  ...['CAP', 'LABQUALITY', 'NEQAS', 'ONEWORLD', 'ACCURACY', 'API', 'IQ', 'OQ', 'PQ', 'QA', 'QC'],
  ...['HV', 'dpi', 'RGB', 'SBS', 'MTBF', 'BLDC', 'ACM', 'AAT', 'ATR', 'FTIR', 'SMS', 'VPN', 'USB', 'PACS'],
  ...['AST', 'MIC', 'MDRO', 'RAA', 'ID', 'STAT', 'FOB', 'LIMS', 'Hb', 'Tf', 'X', 'Y'],
  ...['cut', 'off'], // «пороговое значение (cut-off)», as the glossary writes it
  ...['H', 'pylori'], // H. pylori
  ...['Windows', 'Win', 'Linux', 'macOS', 'Ethernet', 'JavaScript', 'EmailJS'],
  ...['cookie'], // «файлы cookie», as browsers' Russian settings write it
  // proper names kept beside their Russian form
  ...['Young', 'Joo', 'Cha'],
]);

/**
 * Words allowed only until a component gives them in Russian: each names where the English comes
 * from. The check passes with them but prints them, so they are not forgotten.
 */
export const PENDING_LATIN = new Map<string, string>();

/** The visible text of a page's <main>: tags dropped, common entities decoded. */
export function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/**
 * The Latin words of a text that are neither allowed nor pending: addresses (e-mail, web) and
 * °C are taken out first; a word with a digit in it is a model, an article number or a code
 * (C100, 7109030A, RJ45, 2D) and is allowed.
 */
export function unexpectedLatin(text: string): { word: string; pending: boolean }[] {
  const rest = text
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
    .replace(/\b(?:https?:\/\/)?(?:[\w-]+\.)+(?:com|ru|org|net)(?:\/[\w/.-]*)?/g, ' ')
    .replace(/°C/g, ' ');
  // Words, split at hyphens and slashes too: «ATR-FTIR-спектроскопия» is ATR, FTIR and a Russian word.
  const words = rest.match(/[\p{L}\d][\p{L}\d&'’.+]*[\p{L}\d]|[\p{L}\d]/gu) ?? [];
  return words
    .map((word) => word.replace(/[.]+$/, ''))
    .filter((word) => /[A-Za-z]/.test(word) && !/\d/.test(word) && !ALLOWED_LATIN.has(word))
    .map((word) => ({ word, pending: PENDING_LATIN.has(word) }));
}
