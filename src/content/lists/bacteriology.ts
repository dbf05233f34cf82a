import type { BacteriologyId } from '../types';

/** The bacteriology list in SPEC id order: ids and names, verbatim from SPEC section 3. Card texts are in ../cards.ts. */
export const bacteriologyItems: readonly { id: BacteriologyId; name: string }[] = [
  { id: 'bacter1', name: 'I-dOne' },
  { id: 'bacter2', name: 'HB&L UROQUATTRO' },
  { id: 'bacter3', name: 'ALFRED 60/AST' },
  { id: 'bacter4', name: 'SIDECAR' },
  { id: 'bacter5', name: 'BIOMIC V3' },
  { id: 'bacter6', name: 'TRINITY V3' },
];
