/**
 * Pictures of the bacteriology products, two each: the product, then a detail or in-use view.
 * One `?picture` import per file: to use a photograph, point its import line at the photo (keep
 * `?picture`; see ../images.ts) and make the alt text describe it.
 * Loaded with the pages that show these products (see ./index.ts), not on every page.
 */
import type { AltPicture, BacteriologyId } from '../types';
import bacter1Img1 from '../../assets/art/products/bacter1-1.svg?picture';
import bacter1Img2 from '../../assets/art/products/bacter1-2.svg?picture';
import bacter2Img1 from '../../assets/art/products/bacter2-1.svg?picture';
import bacter2Img2 from '../../assets/art/products/bacter2-2.svg?picture';
import bacter3Img1 from '../../assets/art/products/bacter3-1.svg?picture';
import bacter3Img2 from '../../assets/art/products/bacter3-2.svg?picture';
import bacter4Img1 from '../../assets/art/products/bacter4-1.svg?picture';
import bacter4Img2 from '../../assets/art/products/bacter4-2.svg?picture';
import bacter5Img1 from '../../assets/art/products/bacter5-1.svg?picture';
import bacter5Img2 from '../../assets/art/products/bacter5-2.svg?picture';
import bacter6Img1 from '../../assets/art/products/bacter6-1.svg?picture';
import bacter6Img2 from '../../assets/art/products/bacter6-2.svg?picture';

export const pictures: { readonly [Id in BacteriologyId]: readonly [AltPicture, ...AltPicture[]] } = {
  bacter1: [
    {
      ...bacter1Img1,
      alt: 'Illustration of the I-dOne infrared identification system: a compact unit with the sampling crystal and pressure arm, beside a laptop showing a spectrum',
    },
    {
      ...bacter1Img2,
      alt: 'Illustration of an I-dOne result: an infrared spectrum fingerprint and the identification list on screen, with a culture plate in front',
    },
  ],
  bacter2: [
    {
      ...bacter2Img1,
      alt: 'Illustration of the HB&L UROQUATTRO, a compact analyser with four culture vials in its independent reading positions and a growth-curve screen',
    },
    {
      ...bacter2Img2,
      alt: 'Illustration of HB&L UROQUATTRO live growth curves on screen, with culture vials in front',
    },
  ],
  bacter3: [
    {
      ...bacter3Img1,
      alt: 'Illustration of the ALFRED 60/AST, a benchtop analyser with a grid of sixty vial positions and a sloped control screen',
    },
    {
      ...bacter3Img2,
      alt: 'Illustration of ALFRED 60/AST culture vials in a rack, ready for incubation and susceptibility testing',
    },
  ],
  bacter4: [
    {
      ...bacter4Img1,
      alt: 'Illustration of the SIDECAR set-up: the Alfred 60AST analyser beside the Sidecar unit with its plate storage shelves and streaking arm',
    },
    {
      ...bacter4Img2,
      alt: 'Illustration of SIDECAR output: a culture plate streaked in quadrants with growing colonies, a second plate and a magnifier showing the bacteria',
    },
  ],
  bacter5: [
    {
      ...bacter5Img1,
      alt: 'Illustration of the BIOMIC V3 imaging system with a disk-diffusion plate on its drawer and a monitor showing the read zones',
    },
    {
      ...bacter5Img2,
      alt: 'Illustration of a BIOMIC V3 disk-diffusion plate with antibiotic discs and inhibition zones being measured',
    },
  ],
  bacter6: [
    {
      ...bacter6Img1,
      alt: 'Illustration of the TRINITY V3 antibiotic zone reader with a large square assay plate on its drawer and a monitor of measured zones',
    },
    {
      ...bacter6Img2,
      alt: 'Illustration of a TRINITY V3 agar diffusion assay plate with steel cylinders and their inhibition zones',
    },
  ],
};
