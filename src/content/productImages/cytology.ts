/**
 * Pictures of the cytology products, two each: the product, then a detail or in-use view.
 * One `?picture` import per file: to use a photograph, point its import line at the photo (keep
 * `?picture`; see ../images.ts) and make the alt text describe it.
 * Loaded with the pages that show these products (see ./index.ts), not on every page.
 */
import type { AltPicture, CytologyId } from '../types';
import prod1Img1 from '../../assets/art/products/prod1-1.svg?picture';
import prod1Img2 from '../../assets/art/products/prod1-2.svg?picture';
import prod2Img1 from '../../assets/art/products/prod2-1.svg?picture';
import prod2Img2 from '../../assets/art/products/prod2-2.svg?picture';
import prod3Img1 from '../../assets/art/products/prod3-1.svg?picture';
import prod3Img2 from '../../assets/art/products/prod3-2.svg?picture';
import prod4Img1 from '../../assets/art/products/prod4-1.svg?picture';
import prod4Img2 from '../../assets/art/products/prod4-2.svg?picture';
import prod5Img1 from '../../assets/art/products/prod5-1.svg?picture';
import prod5Img2 from '../../assets/art/products/prod5-2.svg?picture';
import prod6Img1 from '../../assets/art/products/prod6-1.svg?picture';
import prod6Img2 from '../../assets/art/products/prod6-2.svg?picture';
import prod7Img1 from '../../assets/art/products/prod7-1.svg?picture';
import prod7Img2 from '../../assets/art/products/prod7-2.svg?picture';
import prod8Img1 from '../../assets/art/products/prod8-1.svg?picture';
import prod8Img2 from '../../assets/art/products/prod8-2.svg?picture';
import prod9Img1 from '../../assets/art/products/prod9-1.svg?picture';
import prod9Img2 from '../../assets/art/products/prod9-2.svg?picture';
import prod10Img1 from '../../assets/art/products/prod10-1.svg?picture';
import prod10Img2 from '../../assets/art/products/prod10-2.svg?picture';
import prod11Img1 from '../../assets/art/products/prod11-1.svg?picture';
import prod11Img2 from '../../assets/art/products/prod11-2.svg?picture';
import prod12Img1 from '../../assets/art/products/prod12-1.svg?picture';
import prod12Img2 from '../../assets/art/products/prod12-2.svg?picture';
import prod13Img1 from '../../assets/art/products/prod13-1.svg?picture';
import prod13Img2 from '../../assets/art/products/prod13-2.svg?picture';
import prod14Img1 from '../../assets/art/products/prod14-1.svg?picture';
import prod14Img2 from '../../assets/art/products/prod14-2.svg?picture';
import prod15Img1 from '../../assets/art/products/prod15-1.svg?picture';
import prod15Img2 from '../../assets/art/products/prod15-2.svg?picture';
import prod16Img1 from '../../assets/art/products/prod16-1.svg?picture';
import prod16Img2 from '../../assets/art/products/prod16-2.svg?picture';
import prod17Img1 from '../../assets/art/products/prod17-1.svg?picture';
import prod17Img2 from '../../assets/art/products/prod17-2.svg?picture';

export const pictures: { readonly [Id in CytologyId]: readonly [AltPicture, ...AltPicture[]] } = {
  prod1: [
    {
      ...prod1Img1,
      alt: 'Illustration of the Cell Expert, a benchtop liquid-based cytology processor with specimen vials and a pipetting head behind its glass front and a touch screen on an arm',
    },
    {
      ...prod1Img2,
      alt: 'Illustration of Cell Expert consumables: a specimen vial with the collection brush inside, a centrifuge chamber, a box of pipette tips and a barcoded slide with a round cell spot',
    },
  ],
  prod2: [
    {
      ...prod2Img1,
      alt: 'Illustration of the Liquid-Based Cytological Reagent: two reagent bottles, three sample vials and the kit box',
    },
    {
      ...prod2Img2,
      alt: 'Illustration of the Liquid-Based Cytological Reagent at work: a tube with separated layers beside a slide, with a magnifier showing well-spread cells on a clean background',
    },
  ],
  prod3: [
    {
      ...prod3Img1,
      alt: 'Illustration of the IDC-20, a compact cytology slide-preparation instrument with a round centrifuge lid on top, a touch panel and a rack of sample tubes in front',
    },
    {
      ...prod3Img2,
      alt: 'Illustration of the IDC-20 centrifuge rotor seen from above with its sample chambers, next to a slide with an even monolayer spot',
    },
  ],
  prod4: [
    {
      ...prod4Img1,
      alt: 'Illustration of the Paint Cell, a compact automatic special stainer with reagent baths and bottles under a clear cover, controlled from a touch tablet',
    },
    {
      ...prod4Img2,
      alt: 'Illustration of the Paint Cell tablet workflow in three screens: load the slides, choose the stain protocol, start the run',
    },
  ],
  prod5: [
    {
      ...prod5Img1,
      alt: 'Illustration of the IDC Shaker, a top-loading benchtop shaker holding rows of specimen bottles, with arrows showing its vertical agitation',
    },
    {
      ...prod5Img2,
      alt: 'Illustration of the two IDC Shaker tray types, one for small and one for large specimen bottles',
    },
  ],
  prod6: [
    {
      ...prod6Img1,
      alt: 'Illustration of the LTS-V800 vaginal secretion analyser, a benchtop instrument with sample tubes behind a window, a sloped control screen and a loading rack',
    },
    {
      ...prod6Img2,
      alt: 'Illustration of the LTS-V800 result screen with a microscope image of cells beside an ecosystem bar chart, sample tubes in front',
    },
  ],
  prod7: [
    {
      ...prod7Img1,
      alt: 'Illustration of the LTS-V400 vaginitis detection system, a compact analyser with sample vials behind its front window and a screen on an arm',
    },
    {
      ...prod7Img2,
      alt: 'Illustration of LTS-V400 test cards with rows of colour-reaction wells read by the colour identification module',
    },
  ],
  prod8: [
    {
      ...prod8Img1,
      alt: 'Illustration of the LTS-E100-FECES analysis and processing system, a benchtop analyser with sample containers behind a window, a microscopy screen and a sample rack',
    },
    {
      ...prod8Img2,
      alt: 'Illustration of an LTS-E100-FECES sample cup beside a machine-made smear, with a magnifier showing the microscopy field',
    },
  ],
  prod9: [
    {
      ...prod9Img1,
      alt: 'Illustration of the LTS-YJ1000 cytocentrifuge with its lid open, showing the rotor loaded with sample chambers',
    },
    {
      ...prod9Img2,
      alt: 'Illustration of an LTS-YJ1000 sample chamber beside a cytocentrifuged slide, with a magnifier showing the concentrated cells',
    },
  ],
  prod10: [
    {
      ...prod10Img1,
      alt: 'Illustration of the LT-YJ2000 liquid-based cytology smear processor, a benchtop unit with membrane filter tubes behind its glass front and a control screen',
    },
    {
      ...prod10Img2,
      alt: 'Illustration of an LT-YJ2000 membrane filter tube beside the finished slide, with a magnifier showing the cells transferred from the membrane',
    },
  ],
  prod11: [
    {
      ...prod11Img1,
      alt: 'Illustration of the LTS-3000A liquid-based cytology slide processor: reagent baths and a robotic arm under a clear hood, with a status screen on the front',
    },
    {
      ...prod11Img2,
      alt: 'Illustration of LTS-3000A staining reagents in three bottles beside a rack of freshly stained slides',
    },
  ],
  prod12: [
    {
      ...prod12Img1,
      alt: 'Illustration of the LTS-3000B liquid-based cytology slide processor with a row of slides behind its window, a screen on an arm and a tube rack in front',
    },
    {
      ...prod12Img2,
      alt: 'Illustration of the LTS-3000B batch screen showing the status of each specimen position, with a finished slide in front',
    },
  ],
  prod13: [
    {
      ...prod13Img1,
      alt: 'Illustration of the LTS-T1000 specific protein analyser, a compact unit with four reading channels on top, a result screen and a built-in printer',
    },
    {
      ...prod13Img2,
      alt: 'Illustration of an LTS-T1000 nephelometry reading on screen, with four sample cuvettes in front',
    },
  ],
  prod14: [
    {
      ...prod14Img1,
      alt: 'Illustration of the LTS-T2000 specific protein analysis system with a reagent carousel on top, cuvettes behind a window, a screen on an arm and a sample rack',
    },
    {
      ...prod14Img2,
      alt: 'Illustration of LTS-T2000 specimen positions: a rack of serum tubes with one tube lifted out',
    },
  ],
  prod15: [
    {
      ...prod15Img1,
      alt: 'Illustration of the LTS-IF80 immunofluorescence analyser with a row of test-card channels on its front, a result screen and a printer',
    },
    {
      ...prod15Img2,
      alt: 'Illustration of LTS-IF80 fluorescence test cards with a sample well, a reading strip and a QC code',
    },
  ],
  prod16: [
    {
      ...prod16Img1,
      alt: 'Illustration of the Microbial ID & AST Analysis System, an incubating reader with test panels stacked behind its glass door and a screen of well results',
    },
    {
      ...prod16Img2,
      alt: 'Illustration of a Microbial ID & AST Analysis System panel: a microplate whose wells show growth up to the inhibitory concentration',
    },
  ],
  prod17: [
    {
      ...prod17Img1,
      alt: 'Illustration of the Fecal Occult Blood Test Kit (Hb/Tf): kit box, sampling tubes and rapid test cassettes',
    },
    {
      ...prod17Img2,
      alt: 'Illustration of Fecal Occult Blood Test Kit (Hb/Tf) cassettes: sample well and result window with two test lines and a control line',
    },
  ],
};
