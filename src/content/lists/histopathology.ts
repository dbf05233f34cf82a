import type { HistopathologyId } from '../types';

/** The histopathology list in SPEC id order: ids and names, verbatim from SPEC section 3. Card texts are in ../cards.ts. */
export const histopathologyItems: readonly { id: HistopathologyId; name: string }[] = [
  { id: 'hist1', name: 'C100 Cassette Printer' },
  { id: 'hist2', name: 'S200 Slide Printer' },
  { id: 'hist3', name: 'HP300 Tissue Processor' },
  { id: 'hist4', name: 'HP300 Plus Tissue Processor' },
  { id: 'hist5', name: 'MT1 microtome' },
  { id: 'hist6', name: '6250 Cryostat' },
  { id: 'hist7', name: 'DP360 & CS500 workstation' },
  { id: 'hist8', name: 'Embedding cassettes' },
  { id: 'hist9', name: 'Microscope Slides' },
  { id: 'hist10', name: 'Disposable Blades' },
];
