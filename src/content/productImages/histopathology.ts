/**
 * Pictures of the histopathology products, two each: the product, then a detail or in-use view.
 * One `?picture` import per file: to use a photograph, point its import line at the photo (keep
 * `?picture`; see ../images.ts) and make the alt text describe it.
 * Loaded with the pages that show these products (see ./index.ts), not on every page.
 */
import type { AltPicture, HistopathologyId } from '../types';
import hist1Img1 from '../../assets/art/products/hist1-1.svg?picture';
import hist1Img2 from '../../assets/art/products/hist1-2.svg?picture';
import hist2Img1 from '../../assets/art/products/hist2-1.svg?picture';
import hist2Img2 from '../../assets/art/products/hist2-2.svg?picture';
import hist3Img1 from '../../assets/art/products/hist3-1.svg?picture';
import hist3Img2 from '../../assets/art/products/hist3-2.svg?picture';
import hist4Img1 from '../../assets/art/products/hist4-1.svg?picture';
import hist4Img2 from '../../assets/art/products/hist4-2.svg?picture';
import hist5Img1 from '../../assets/art/products/hist5-1.svg?picture';
import hist5Img2 from '../../assets/art/products/hist5-2.svg?picture';
import hist6Img1 from '../../assets/art/products/hist6-1.svg?picture';
import hist6Img2 from '../../assets/art/products/hist6-2.svg?picture';
import hist7Img1 from '../../assets/art/products/hist7-1.svg?picture';
import hist7Img2 from '../../assets/art/products/hist7-2.svg?picture';
import hist8Img1 from '../../assets/art/products/hist8-1.svg?picture';
import hist8Img2 from '../../assets/art/products/hist8-2.svg?picture';
import hist9Img1 from '../../assets/art/products/hist9-1.svg?picture';
import hist9Img2 from '../../assets/art/products/hist9-2.svg?picture';
import hist10Img1 from '../../assets/art/products/hist10-1.svg?picture';
import hist10Img2 from '../../assets/art/products/hist10-2.svg?picture';

export const pictures: { readonly [Id in HistopathologyId]: readonly [AltPicture, ...AltPicture[]] } = {
  hist1: [
    {
      ...hist1Img1,
      alt: 'Illustration of the C100 Cassette Printer with six hoppers of coloured cassettes, a touch screen and printed cassettes in the output tray',
    },
    {
      ...hist1Img2,
      alt: 'Illustration of cassettes laser-marked by the C100 Cassette Printer, with a magnifier on the crisp data-matrix code',
    },
  ],
  hist2: [
    {
      ...hist2Img1,
      alt: 'Illustration of the S200 Slide Printer with two front-loading slide hoppers, a control display and printed slides in the output tray',
    },
    {
      ...hist2Img2,
      alt: 'Illustration of slides marked by the S200 Slide Printer, with a magnifier on the permanent printed code',
    },
  ],
  hist3: [
    {
      ...hist3Img1,
      alt: 'Illustration of the HP300 Tissue Processor: a floor cabinet with the retort lid on top, an adjustable screen and reagent doors with level windows',
    },
    {
      ...hist3Img2,
      alt: 'Illustration of HP300 Tissue Processor reagent bottles on their tray, with an arrow for the automatic reagent rotation',
    },
  ],
  hist4: [
    {
      ...hist4Img1,
      alt: 'Illustration of the HP300 Plus Tissue Processor with its back-lit reagent cabinet open, the retort lid on top and a large touch screen',
    },
    {
      ...hist4Img2,
      alt: 'Illustration of two HP300 Plus Tissue Processor baskets filled with rows of tissue cassettes',
    },
  ],
  hist5: [
    {
      ...hist5Img1,
      alt: 'Illustration of the MT1 microtome, a semi-automated rotary microtome with its hand wheel, specimen clamp, knife holder and waste tray',
    },
    {
      ...hist5Img2,
      alt: 'Illustration of MT1 microtome sectioning: a paraffin block in the clamp above the blade, with a ribbon of thin sections sliding off',
    },
  ],
  hist6: [
    {
      ...hist6Img1,
      alt: 'Illustration of the 6250 Cryostat: a cabinet with the cutting chamber under a sloped glass window, a side hand wheel and a control screen',
    },
    {
      ...hist6Img2,
      alt: 'Illustration of the 6250 Cryostat chamber: a frozen specimen on its chuck at the knife, rapid-cooling Peltier stations and a brush',
    },
  ],
  hist7: [
    {
      ...hist7Img1,
      alt: 'Illustration of the DP360 & CS500 workstation: the stainer with reagent baths and a robotic arm under its hood, linked to the coverslipper',
    },
    {
      ...hist7Img2,
      alt: 'Illustration of the DP360 & CS500 horizontal output tray holding stained and coverslipped tissue slides',
    },
  ],
  hist8: [
    {
      ...hist8Img1,
      alt: 'Illustration of embedding cassettes in several colours, one with its lid open and two printed on the writing face',
    },
    {
      ...hist8Img2,
      alt: 'Illustration of four embedding cassettes side by side showing the slotted, square, round and mesh pore patterns',
    },
  ],
  hist9: [
    {
      ...hist9Img1,
      alt: 'Illustration of microscope slides with coloured painted ends, standing in an open slide box and lying in front of it',
    },
    {
      ...hist9Img2,
      alt: 'Illustration of a microscope slide with a printed painted end and a stained tissue section, with a magnifier showing the cells',
    },
  ],
  hist10: [
    {
      ...hist10Img1,
      alt: 'Illustration of Disposable Blades: low- and high-profile blade dispensers with blades sliding out, and loose blades in front',
    },
    {
      ...hist10Img2,
      alt: 'Illustration of a disposable blade clamped in a microtome knife holder, with spare low- and high-profile blades',
    },
  ],
};
