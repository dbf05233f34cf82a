/**
 * The element id a location hash names: '#enquiry' → 'enquiry', '#%D0%B0' → 'а'. The hash is
 * anyone's text (a typed or pasted address): one that is not valid percent-encoding
 * ('#%E0%A4%A') names the id as written instead of throwing, so the page keeps its content.
 */
export function idOfHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
