/** The next three products of the same list, wrapping around, so every page links onwards. */
export function relatedProducts<T extends { id: string }>(items: readonly T[], id: string): T[] {
  const at = items.findIndex((item) => item.id === id);
  const count = Math.min(3, items.length - 1);
  return Array.from({ length: count }, (_, i) => items[(at + 1 + i) % items.length]).filter(
    (item): item is T => item !== undefined,
  );
}
