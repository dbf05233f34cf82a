/**
 * Pictures of the laboratorySupplies products, two each: the product, then a detail or in-use view.
 * One `?picture` import per file: to use a photograph, point its import line at the photo (keep
 * `?picture`; see ../images.ts) and make the alt text describe it.
 * Loaded with the pages that show these products (see ./index.ts), not on every page.
 */
import type { AltPicture, LabSupplyId } from '../types';
import lab1Img1 from '../../assets/art/products/lab1-1.svg?picture';
import lab1Img2 from '../../assets/art/products/lab1-2.svg?picture';
import lab2Img1 from '../../assets/art/products/lab2-1.svg?picture';
import lab2Img2 from '../../assets/art/products/lab2-2.svg?picture';
import lab3Img1 from '../../assets/art/products/lab3-1.svg?picture';
import lab3Img2 from '../../assets/art/products/lab3-2.svg?picture';
import lab4Img1 from '../../assets/art/products/lab4-1.svg?picture';
import lab4Img2 from '../../assets/art/products/lab4-2.svg?picture';

export const pictures: { readonly [Id in LabSupplyId]: readonly [AltPicture, ...AltPicture[]] } = {
  lab1: [
    {
      ...lab1Img1,
      alt: 'Illustration of two Molecular Mouse handheld real-time PCR units with cartridges inserted, next to a tablet showing amplification curves',
    },
    {
      ...lab1Img2,
      alt: 'Illustration of Molecular Mouse lab-on-chip cartridges with their rows of micro-wells',
    },
  ],
  lab2: [
    {
      ...lab2Img1,
      alt: 'Illustration of the TEST1 2.0 ESR analyser with a rack of blood tubes on its loading lane and a touch screen on an arm',
    },
    {
      ...lab2Img2,
      alt: 'Illustration of the TEST1 2.0 principle: blood tubes in a rack and a capillary read by light beams between emitters and detectors',
    },
  ],
  lab3: [
    {
      ...lab3Img1,
      alt: 'Illustration of the 3S Safe Sampling Systems, a robotic sample-storage cabinet with shelves of microplates and a gripper behind its glass door',
    },
    { ...lab3Img2, alt: 'Illustration of a 3S monobloc microplate with two extractable wells lifted out' },
  ],
  lab4: [
    {
      ...lab4Img1,
      alt: 'Illustration of ROLLER Family Instruments, two ESR analysers: a compact model with a tube carousel and a smaller one for manual sampling',
    },
    {
      ...lab4Img2,
      alt: 'Illustration of ROLLER latex controls at three levels beside a rack of blood tubes',
    },
  ],
};
