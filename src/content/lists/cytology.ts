import type { CytologyId } from '../types';

/** The cytology list in SPEC id order: ids and names, verbatim from SPEC section 3. Card texts are in ../cards.ts. */
export const cytologyItems: readonly { id: CytologyId; name: string }[] = [
  { id: 'prod1', name: 'Cell Expert' },
  { id: 'prod2', name: 'Liquid-Based Cytological Reagent' },
  { id: 'prod3', name: 'IDC-20' },
  { id: 'prod4', name: 'Paint Cell' },
  { id: 'prod5', name: 'IDC Shaker' },
  { id: 'prod6', name: 'LTS-V800' },
  { id: 'prod7', name: 'LTS-V400' },
  { id: 'prod8', name: 'LTS-E100-FECES' },
  { id: 'prod9', name: 'LTS-YJ1000' },
  { id: 'prod10', name: 'LT-YJ2000' },
  { id: 'prod11', name: 'LTS-3000A' },
  { id: 'prod12', name: 'LTS-3000B' },
  { id: 'prod13', name: 'LTS-T1000' },
  { id: 'prod14', name: 'LTS-T2000' },
  { id: 'prod15', name: 'LTS-IF80' },
  { id: 'prod16', name: 'Microbial ID & AST Analysis System' },
  { id: 'prod17', name: 'Fecal Occult Blood Test Kit (Hb/Tf)' },
];
