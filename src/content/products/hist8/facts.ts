import type { ProductFacts } from '../../types';

/** Embedding cassettes: their maker, article numbers and pack sizes, for ./page.ts and ./page.ru.ts alike. */
const facts = {
  manufacturer: 'Dakewe',
  /**
   * By pore, pack and lid. The slotted tube packs are listed under front and back opening alike,
   * 012009 under square front-open and round back-open cassettes, and two slotted front-open tapes
   * with different numbers: as the maker's list gives them.
   */
  articles: {
    slottedLooseLids: '002019',
    slottedAttachedLids: '002009',
    squareLooseLids: '012019',
    squareAttachedLids: '012009',
    slottedTape: '001009',
    squareTape: '011009',
    slottedTapeOther: '031000',
    roundNoLid: '022129',
    meshAttachedLids: '032109',
  },
  values: {
    /** Cassettes a tube: with loose packed lids or none. */
    looseLidsTube: 90,
    /** With attached lids. */
    attachedLidsTube: 75,
    /** Mesh pores, attached lids. */
    meshTube: 80,
    /** One-piece cassettes a tape. */
    tape: 200,
  },
} as const satisfies ProductFacts;

export default facts;
