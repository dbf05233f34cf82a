import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** I-dOne: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Next-generation microorganism identification by ATR-FTIR spectroscopy',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of an I-dOne result: an infrared spectrum fingerprint and the identification list on screen, with a culture plate in front',
  ],
  summary: [
    'I-dOne identifies microorganisms by ATR-FTIR spectroscopy. Infrared light is applied to the organism, and the spectrum it returns acts as a molecular fingerprint of the species.',
    'The workflow needs no reagents and no sample pre-treatment. Each result gives the organism and a score that shows how reliably its spectrum matches the reference profiles in the database.',
  ],
  keyFigures: [
    { value: en.write(v.coverage), label: 'Clinically relevant species covered' },
    { value: `${en.write(v.spectra)}+`, unit: 'spectra', label: 'Reference library' },
  ],
  sections: [
    {
      heading: 'The I-dOne library',
      features: [
        { name: 'Clinical coverage', text: 'The library covers 95% of clinically relevant species.' },
        { name: 'Library size', text: 'More than 50,000 spectra have been collected to date.' },
        {
          name: 'Continuous upgrades',
          text: 'New spectra continue to be added, so the library keeps growing.',
        },
      ],
    },
    {
      heading: 'A short, simple procedure',
      features: [
        { name: 'Reagent-free' },
        { name: 'No sample pre-treatment' },
        { name: 'User-friendly interface' },
        { name: 'Easy cleaning procedure' },
        { name: 'No mechanical maintenance' },
      ],
    },
    {
      heading: 'ATR-FTIR technology',
      features: [
        {
          name: 'What ATR-FTIR stands for',
          text: 'Attenuated total reflection Fourier-transform infrared spectroscopy.',
        },
        {
          name: 'Measurement principle',
          text: 'Infrared light interacts with intact microbial cells. The chemical bonds in the cells vibrate and produce a spectrum that is unique to each species.',
        },
        {
          name: 'Result reporting',
          text: 'The report names the organism and adds a score for how reliably it matches the reference profiles in the database.',
        },
      ],
    },
    {
      heading: 'Technical features',
      features: [
        { name: 'Pay-per-ID licensing', text: 'A credit management system charges use per identification.' },
        { name: 'Remote assistance', text: 'Support can connect to the instrument through VPN access.' },
        { name: 'Smart wizard', text: 'An intuitive guided workflow takes the operator through each step.' },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Clinically relevant species detected', en.write(v.coverage)],
        ['Spectra in library', `Over ${en.write(v.spectra)}`],
      ],
    },
  ],
  metaDescription:
    'I-dOne identifies microorganisms by ATR-FTIR spectroscopy against a library of over 50,000 spectra. Reagent-free, with no sample pre-treatment.',
};

export default page;
