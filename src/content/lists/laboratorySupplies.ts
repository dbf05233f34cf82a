import type { LabSupplyId } from '../types';

/** The laboratorySupplies list in SPEC id order: ids and names, verbatim from SPEC section 3. Card texts are in ../cards.ts. */
export const laboratorySuppliesItems: readonly { id: LabSupplyId; name: string }[] = [
  { id: 'lab1', name: 'Molecular Mouse' },
  { id: 'lab2', name: 'TEST1 2.0' },
  { id: 'lab3', name: '3S Safe Sampling Systems' },
  { id: 'lab4', name: 'ROLLER Family Instruments' },
];
