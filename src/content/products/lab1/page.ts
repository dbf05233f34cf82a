import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** Molecular Mouse: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Handheld real-time PCR for fast qualitative DNA-target detection',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: ['Illustration of Molecular Mouse lab-on-chip cartridges with their rows of micro-wells'],
  summary: [
    'Molecular Mouse is a handheld real-time PCR platform for fast, qualitative detection of DNA targets. It is presented as the first handheld real-time PCR system in the world.',
    'Each test uses a lab-on-chip cartridge that comes ready to load, its micro-wells pre-filled with freeze-dried reagents. Up to 6 multiplex reactions run at the same time.',
  ],
  keyFigures: [
    {
      value: `Up to ${en.write(v.multiplexReactions)}`,
      unit: 'multiplex reactions',
      label: 'Run simultaneously',
    },
    { value: en.write(v.sepsisTargets), unit: 'targets', label: 'Sepsis panel' },
    { value: `About ${en.write(v.turnaround)}`, unit: 'hour', label: 'Sepsis panel turnaround' },
    { value: `Up to ${en.write(v.instruments)}`, unit: 'instruments', label: 'Per software session' },
  ],
  sections: [
    {
      heading: 'The platform',
      features: [
        { name: 'Handheld real-time PCR', text: 'Presented as the first of its kind in the world.' },
        {
          name: 'Lab-on-chip cartridges',
          text: 'Supplied ready to use, with lyophilised reagents in each micro-well.',
        },
        { name: 'Multiplexing', text: 'Up to 6 multiplex reactions at once.' },
      ],
    },
    {
      heading: 'Sepsis panel',
      features: [
        { name: 'Panel size', text: '64 targets, described as the largest panel.' },
        {
          name: 'Scope',
          text: 'Detects the major clinically relevant microorganisms and their antibiotic-resistance genes from positive blood cultures.',
        },
        { name: 'Turnaround', text: 'Results in about 1 hour.' },
      ],
    },
    {
      heading: 'Modular set-up that grows with sample numbers',
      features: [
        {
          name: 'Scalable set-up',
          text: 'One software session manages up to 6 instruments, each working independently.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Simultaneous multiplex reactions', `Up to ${en.write(v.multiplexReactions)}`],
        ['Sepsis panel targets', en.write(v.sepsisTargets)],
        ['Time to result', `About ${en.write(v.turnaround)} hour`],
        ['Instruments per software session', `Up to ${en.write(v.instruments)}`],
      ],
    },
  ],
  metaDescription:
    'Molecular Mouse: handheld real-time PCR on lab-on-chip cartridges. Up to 6 multiplex reactions and a 64-target sepsis panel in about 1 hour.',
};

export default page;
