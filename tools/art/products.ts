/**
 * The two pictures of each catalogue product: which archetype, with which details, and the alt text.
 * Products are listed in route order; every picture gets its own seed, accent and layout.
 */
import * as A from './archetypes.ts';
import type { Drawn } from './archetypes.ts';
import * as D from './details.ts';
import { C } from './lib/svg.ts';

export interface Pic {
  draw: () => Drawn;
  alt: string;
  flip?: boolean;
}

export interface ProductArt {
  id: string;
  name: string;
  pics: readonly [Pic, Pic];
}

/** Two drawings side by side in one picture (back one first). */
function pair(a: Drawn, b: Drawn): Drawn {
  return { body: a.body + b.body, shadows: [...a.shadows, ...b.shadows] };
}

export const products: readonly ProductArt[] = [
  {
    id: 'prod1',
    name: 'Cell Expert',
    pics: [
      {
        draw: () =>
          A.analyser({
            seed: 'prod1',
            w: 420,
            d: 200,
            h: 215,
            window: 'vials',
            windowW: 0.62,
            screen: 'steps',
            screenAt: 'arm',
            accent: 'teal',
          }),
        alt: 'Illustration of the Cell Expert, a benchtop liquid-based cytology processor with specimen vials and a pipetting head behind its glass front and a touch screen on an arm',
      },
      {
        draw: () => D.consumablesScene({ seed: 'prod1b', accent: 'teal' }),
        alt: 'Illustration of Cell Expert consumables: a specimen vial with the collection brush inside, a centrifuge chamber, a box of pipette tips and a barcoded slide with a round cell spot',
      },
    ],
  },
  {
    id: 'prod2',
    name: 'Liquid-Based Cytological Reagent',
    pics: [
      {
        draw: () => A.reagentKit({ seed: 'prod2', accent: 'sky', bottles: 2, vials: 3 }),
        alt: 'Illustration of the Liquid-Based Cytological Reagent: two reagent bottles, three sample vials and the kit box',
      },
      {
        draw: () =>
          D.slideLens({ seed: 'prod2b', style: 'pap', extra: 'layers', accent: C.light, frost: C.light }),
        alt: 'Illustration of the Liquid-Based Cytological Reagent at work: a tube with separated layers beside a slide, with a magnifier showing well-spread cells on a clean background',
        flip: true,
      },
    ],
  },
  {
    id: 'prod3',
    name: 'IDC-20',
    pics: [
      {
        draw: () =>
          A.analyser({
            seed: 'prod3',
            w: 360,
            d: 220,
            h: 175,
            window: 'none',
            screen: 'steps',
            dome: 'lid',
            accent: 'blue',
            band: 'top',
            tray: 7,
          }),
        alt: 'Illustration of the IDC-20, a compact cytology slide-preparation instrument with a round centrifuge lid on top, a touch panel and a rack of sample tubes in front',
        flip: true,
      },
      {
        draw: () => D.rotorScene({ seed: 'prod3b', chambers: 8, accent: 'blue' }),
        alt: 'Illustration of the IDC-20 centrifuge rotor seen from above with its sample chambers, next to a slide with an even monolayer spot',
      },
    ],
  },
  {
    id: 'prod4',
    name: 'Paint Cell',
    pics: [
      {
        draw: () => A.compactStainer({ seed: 'prod4', accent: 'purple', bottles: 5 }),
        alt: 'Illustration of the Paint Cell, a compact automatic special stainer with reagent baths and bottles under a clear cover, controlled from a touch tablet',
      },
      {
        draw: () => D.stepsScene({ seed: 'prod4b', accent: 'purple' }),
        alt: 'Illustration of the Paint Cell tablet workflow in three screens: load the slides, choose the stain protocol, start the run',
      },
    ],
  },
  {
    id: 'prod5',
    name: 'IDC Shaker',
    pics: [
      {
        draw: () => A.shaker({ seed: 'prod5', accent: 'blue', cols: 5, rows: 3 }),
        alt: 'Illustration of the IDC Shaker, a top-loading benchtop shaker holding rows of specimen bottles, with arrows showing its vertical agitation',
      },
      {
        draw: () => D.trayTypesScene({ seed: 'prod5b', accent: 'blue' }),
        alt: 'Illustration of the two IDC Shaker tray types, one for small and one for large specimen bottles',
        flip: true,
      },
    ],
  },
  {
    id: 'prod6',
    name: 'LTS-V800',
    pics: [
      {
        draw: () =>
          A.analyser({
            seed: 'prod6',
            w: 420,
            d: 210,
            h: 205,
            slope: true,
            screenAt: 'slope',
            window: 'tubes',
            windowW: 0.44,
            tray: 8,
            accent: 'deepTeal',
            band: 'side',
          }),
        alt: 'Illustration of the LTS-V800 vaginal secretion analyser, a benchtop instrument with sample tubes behind a window, a sloped control screen and a loading rack',
      },
      {
        draw: () =>
          D.screenScene({
            seed: 'prod6b',
            kind: 'cells',
            second: 'bars',
            accent: 'deepTeal',
            front: 'tubes',
          }),
        alt: 'Illustration of the LTS-V800 result screen with a microscope image of cells beside an ecosystem bar chart, sample tubes in front',
      },
    ],
  },
  {
    id: 'prod7',
    name: 'LTS-V400',
    pics: [
      {
        draw: () =>
          A.analyser({
            seed: 'prod7',
            w: 320,
            d: 220,
            h: 200,
            window: 'vials',
            windowW: 0.5,
            screenAt: 'arm',
            screen: 'wells',
            accent: 'paleTeal',
            band: 'side',
          }),
        alt: 'Illustration of the LTS-V400 vaginitis detection system, a compact analyser with sample vials behind its front window and a screen on an arm',
        flip: true,
      },
      {
        draw: () => D.cardScene({ seed: 'prod7b', kind: 'colour', accent: 'paleTeal', count: 2 }),
        alt: 'Illustration of LTS-V400 test cards with rows of colour-reaction wells read by the colour identification module',
      },
    ],
  },
  {
    id: 'prod8',
    name: 'LTS-E100-FECES',
    pics: [
      {
        draw: () =>
          A.analyser({
            seed: 'prod8',
            w: 400,
            d: 210,
            h: 210,
            window: 'bottles',
            windowW: 0.5,
            screen: 'cells',
            accent: 'sky',
            band: 'top',
            tray: 6,
          }),
        alt: 'Illustration of the LTS-E100-FECES analysis and processing system, a benchtop analyser with sample containers behind a window, a microscopy screen and a sample rack',
      },
      {
        draw: () =>
          D.slideLens({
            seed: 'prod8b',
            style: 'blood',
            extra: 'cup',
            accent: C.mid,
            frost: C.mid,
            spot: 'smear',
            stain: C.g2,
          }),
        alt: 'Illustration of an LTS-E100-FECES sample cup beside a machine-made smear, with a magnifier showing the microscopy field',
        flip: true,
      },
    ],
  },
  {
    id: 'prod9',
    name: 'LTS-YJ1000',
    pics: [
      {
        draw: () => A.cytocentrifuge({ seed: 'prod9', accent: 'teal', open: true, chambers: 8 }),
        alt: 'Illustration of the LTS-YJ1000 cytocentrifuge with its lid open, showing the rotor loaded with sample chambers',
      },
      {
        draw: () =>
          D.slideLens({ seed: 'prod9b', style: 'mono', extra: 'funnel', accent: C.lteal, frost: C.lteal }),
        alt: 'Illustration of an LTS-YJ1000 sample chamber beside a cytocentrifuged slide, with a magnifier showing the concentrated cells',
      },
    ],
  },
  {
    id: 'prod10',
    name: 'LT-YJ2000',
    pics: [
      {
        draw: () =>
          A.analyser({
            seed: 'prod10',
            w: 380,
            d: 200,
            h: 230,
            window: 'tubes',
            windowW: 0.55,
            screen: 'list',
            accent: 'sky',
            band: 'side',
          }),
        alt: 'Illustration of the LT-YJ2000 liquid-based cytology smear processor, a benchtop unit with membrane filter tubes behind its glass front and a control screen',
        flip: true,
      },
      {
        draw: () =>
          D.slideLens({ seed: 'prod10b', style: 'pap', extra: 'filter', accent: C.primary, frost: C.mid }),
        alt: 'Illustration of an LT-YJ2000 membrane filter tube beside the finished slide, with a magnifier showing the cells transferred from the membrane',
      },
    ],
  },
  {
    id: 'prod11',
    name: 'LTS-3000A',
    pics: [
      {
        draw: () => A.stainer({ seed: 'prod11', accent: 'teal', cols: 6, screen: 'grid' }),
        alt: 'Illustration of the LTS-3000A liquid-based cytology slide processor: reagent baths and a robotic arm under a clear hood, with a status screen on the front',
      },
      {
        draw: () =>
          D.bottleScene({
            seed: 'prod11b',
            count: 3,
            accent: 'teal',
            caps: [C.pink, C.purple, C.lteal],
            arrows: false,
            rack: true,
          }),
        alt: 'Illustration of LTS-3000A staining reagents in three bottles beside a rack of freshly stained slides',
        flip: true,
      },
    ],
  },
  {
    id: 'prod12',
    name: 'LTS-3000B',
    pics: [
      {
        draw: () =>
          A.analyser({
            seed: 'prod12',
            w: 440,
            d: 210,
            h: 190,
            window: 'slides',
            windowW: 0.5,
            screen: 'grid',
            screenAt: 'arm',
            accent: 'blue',
            tray: 8,
          }),
        alt: 'Illustration of the LTS-3000B liquid-based cytology slide processor with a row of slides behind its window, a screen on an arm and a tube rack in front',
        flip: true,
      },
      {
        draw: () =>
          D.screenScene({ seed: 'prod12b', kind: 'grid', second: 'list', accent: 'blue', front: 'slides' }),
        alt: 'Illustration of the LTS-3000B batch screen showing the status of each specimen position, with a finished slide in front',
      },
    ],
  },
  {
    id: 'prod13',
    name: 'LTS-T1000',
    pics: [
      {
        draw: () =>
          A.analyser({
            seed: 'prod13',
            w: 330,
            d: 200,
            h: 140,
            window: 'none',
            topWells: 4,
            screen: 'peaks',
            accent: 'navy',
            band: 'top',
            printer: true,
          }),
        alt: 'Illustration of the LTS-T1000 specific protein analyser, a compact unit with four reading channels on top, a result screen and a built-in printer',
        flip: true,
      },
      {
        draw: () =>
          D.screenScene({
            seed: 'prod13b',
            kind: 'peaks',
            second: 'list',
            accent: 'navy',
            front: 'cuvettes',
          }),
        alt: 'Illustration of an LTS-T1000 nephelometry reading on screen, with four sample cuvettes in front',
      },
    ],
  },
  {
    id: 'prod14',
    name: 'LTS-T2000',
    pics: [
      {
        draw: () =>
          A.analyser({
            seed: 'prod14',
            w: 440,
            d: 230,
            h: 185,
            slope: true,
            dome: 'carousel',
            screenAt: 'arm',
            screen: 'grid',
            window: 'cuvettes',
            windowW: 0.42,
            accent: 'blue',
            band: 'side',
            tray: 8,
          }),
        alt: 'Illustration of the LTS-T2000 specific protein analysis system with a reagent carousel on top, cuvettes behind a window, a screen on an arm and a sample rack',
      },
      {
        draw: () =>
          D.rackScene({
            seed: 'prod14b',
            cols: 6,
            rows: 2,
            caps: [C.mid, C.lteal, C.light, C.pink],
            big: true,
            lifted: true,
            accent: 'sky',
          }),
        alt: 'Illustration of LTS-T2000 specimen positions: a rack of serum tubes with one tube lifted out',
        flip: true,
      },
    ],
  },
  {
    id: 'prod15',
    name: 'LTS-IF80',
    pics: [
      {
        draw: () =>
          A.analyser({
            seed: 'prod15',
            w: 370,
            d: 200,
            h: 175,
            cards: 8,
            window: 'none',
            screen: 'dial',
            accent: 'sky',
            band: 'base',
            printer: true,
          }),
        alt: 'Illustration of the LTS-IF80 immunofluorescence analyser with a row of test-card channels on its front, a result screen and a printer',
      },
      {
        draw: () => D.cardScene({ seed: 'prod15b', kind: 'fluorescence', accent: 'sky', count: 2 }),
        alt: 'Illustration of LTS-IF80 fluorescence test cards with a sample well, a reading strip and a QC code',
        flip: true,
      },
    ],
  },
  {
    id: 'prod16',
    name: 'Microbial ID & AST Analysis System',
    pics: [
      {
        draw: () =>
          A.analyser({
            seed: 'prod16',
            w: 380,
            d: 220,
            h: 230,
            window: 'plates',
            windowW: 0.5,
            screen: 'wells',
            accent: 'teal',
            band: 'top',
          }),
        alt: 'Illustration of the Microbial ID & AST Analysis System, an incubating reader with test panels stacked behind its glass door and a screen of well results',
        flip: true,
      },
      {
        draw: () => D.plateScene({ seed: 'prod16b', growth: true, accent: 'teal' }),
        alt: 'Illustration of a Microbial ID & AST Analysis System panel: a microplate whose wells show growth up to the inhibitory concentration',
      },
    ],
  },
  {
    id: 'prod17',
    name: 'Fecal Occult Blood Test Kit (Hb/Tf)',
    pics: [
      {
        draw: () => A.rapidTestKit({ seed: 'prod17', accent: 'sky', cassettes: 2 }),
        alt: 'Illustration of the Fecal Occult Blood Test Kit (Hb/Tf): kit box, sampling tubes and rapid test cassettes',
      },
      {
        draw: () => D.cardScene({ seed: 'prod17b', kind: 'cassette', accent: 'sky', count: 2 }),
        alt: 'Illustration of Fecal Occult Blood Test Kit (Hb/Tf) cassettes: sample well and result window with two test lines and a control line',
        flip: true,
      },
    ],
  },
  {
    id: 'hist1',
    name: 'C100 Cassette Printer',
    pics: [
      {
        draw: () => A.cassettePrinter({ seed: 'hist1', accent: 'teal', hoppers: 6 }),
        alt: 'Illustration of the C100 Cassette Printer with six hoppers of coloured cassettes, a touch screen and printed cassettes in the output tray',
      },
      {
        draw: () => D.cassetteScene({ seed: 'hist1b', colours: [C.white, C.light, C.pink], lensCode: true }),
        alt: 'Illustration of cassettes laser-marked by the C100 Cassette Printer, with a magnifier on the crisp data-matrix code',
        flip: true,
      },
    ],
  },
  {
    id: 'hist2',
    name: 'S200 Slide Printer',
    pics: [
      {
        draw: () => A.slidePrinter({ seed: 'hist2', accent: 'blue' }),
        alt: 'Illustration of the S200 Slide Printer with two front-loading slide hoppers, a control display and printed slides in the output tray',
        flip: true,
      },
      {
        draw: () => D.slidesCodeScene({ seed: 'hist2b', frost: [C.light, C.pink, C.lteal] }),
        alt: 'Illustration of slides marked by the S200 Slide Printer, with a magnifier on the permanent printed code',
      },
    ],
  },
  {
    id: 'hist3',
    name: 'HP300 Tissue Processor',
    pics: [
      {
        draw: () => A.tissueProcessor({ seed: 'hist3', accent: 'blue', screen: 'dial' }),
        alt: 'Illustration of the HP300 Tissue Processor: a floor cabinet with the retort lid on top, an adjustable screen and reagent doors with level windows',
      },
      {
        draw: () => D.bottleScene({ seed: 'hist3b', count: 4, accent: 'blue' }),
        alt: 'Illustration of HP300 Tissue Processor reagent bottles on their tray, with an arrow for the automatic reagent rotation',
        flip: true,
      },
    ],
  },
  {
    id: 'hist4',
    name: 'HP300 Plus Tissue Processor',
    pics: [
      {
        draw: () =>
          A.tissueProcessor({
            seed: 'hist4',
            accent: 'teal',
            open: true,
            backlit: true,
            wide: true,
            screen: 'list',
          }),
        alt: 'Illustration of the HP300 Plus Tissue Processor with its back-lit reagent cabinet open, the retort lid on top and a large touch screen',
        flip: true,
      },
      {
        draw: () => D.basketScene({ seed: 'hist4b', colours: [C.white, C.light, C.pink, C.lteal] }),
        alt: 'Illustration of two HP300 Plus Tissue Processor baskets filled with rows of tissue cassettes',
      },
    ],
  },
  {
    id: 'hist5',
    name: 'MT1 microtome',
    pics: [
      {
        draw: () => A.microtome({ seed: 'hist5', accent: 'blue', motor: true }),
        alt: 'Illustration of the MT1 microtome, a semi-automated rotary microtome with its hand wheel, specimen clamp, knife holder and waste tray',
      },
      {
        draw: () => D.ribbonScene({ seed: 'hist5b', accent: 'blue' }),
        alt: 'Illustration of MT1 microtome sectioning: a paraffin block in the clamp above the blade, with a ribbon of thin sections sliding off',
        flip: true,
      },
    ],
  },
  {
    id: 'hist6',
    name: '6250 Cryostat',
    pics: [
      {
        draw: () => A.cryostat({ seed: 'hist6', accent: 'sky', screen: 'dial' }),
        alt: 'Illustration of the 6250 Cryostat: a cabinet with the cutting chamber under a sloped glass window, a side hand wheel and a control screen',
        flip: true,
      },
      {
        draw: () => D.cryoScene({ seed: 'hist6b', accent: 'sky' }),
        alt: 'Illustration of the 6250 Cryostat chamber: a frozen specimen on its chuck at the knife, rapid-cooling Peltier stations and a brush',
      },
    ],
  },
  {
    id: 'hist7',
    name: 'DP360 & CS500 workstation',
    pics: [
      {
        draw: () => A.stainer({ seed: 'hist7', accent: 'blue', coverslipper: true, cols: 6, screen: 'list' }),
        alt: 'Illustration of the DP360 & CS500 workstation: the stainer with reagent baths and a robotic arm under its hood, linked to the coverslipper',
      },
      {
        draw: () => D.trayScene({ seed: 'hist7b', accent: 'blue' }),
        alt: 'Illustration of the DP360 & CS500 horizontal output tray holding stained and coverslipped tissue slides',
        flip: true,
      },
    ],
  },
  {
    id: 'hist8',
    name: 'Embedding cassettes',
    pics: [
      {
        draw: () =>
          A.cassetteGroup({ seed: 'hist8', colours: [C.light, C.pink, C.lteal, C.white], pore: 'slot' }),
        alt: 'Illustration of embedding cassettes in several colours, one with its lid open and two printed on the writing face',
      },
      {
        draw: () =>
          D.cassetteScene({
            seed: 'hist8b',
            colours: [C.white, C.light, C.pink, C.pteal],
            pores: ['slot', 'square', 'round', 'mesh'],
          }),
        alt: 'Illustration of four embedding cassettes side by side showing the slotted, square, round and mesh pore patterns',
        flip: true,
      },
    ],
  },
  {
    id: 'hist9',
    name: 'Microscope Slides',
    pics: [
      {
        draw: () =>
          A.slideSet({
            seed: 'hist9',
            frost: [C.light, C.pink, C.lteal, C.white],
            spots: 'none',
            box: 'blue',
          }),
        alt: 'Illustration of microscope slides with coloured painted ends, standing in an open slide box and lying in front of it',
      },
      {
        draw: () => D.slideLens({ seed: 'hist9b', style: 'he', spot: 'tissue', frost: C.pink, code: true }),
        alt: 'Illustration of a microscope slide with a printed painted end and a stained tissue section, with a magnifier showing the cells',
        flip: true,
      },
    ],
  },
  {
    id: 'hist10',
    name: 'Disposable Blades',
    pics: [
      {
        draw: () => A.bladeSet({ seed: 'hist10', accent: 'teal', second: 'blue' }),
        alt: 'Illustration of Disposable Blades: low- and high-profile blade dispensers with blades sliding out, and loose blades in front',
      },
      {
        draw: () => D.bladeHolderScene({ seed: 'hist10b', accent: 'teal' }),
        alt: 'Illustration of a disposable blade clamped in a microtome knife holder, with spare low- and high-profile blades',
        flip: true,
      },
    ],
  },
  {
    id: 'bacter1',
    name: 'I-dOne',
    pics: [
      {
        draw: () => A.ftir({ seed: 'bacter1', accent: 'deepTeal' }),
        alt: 'Illustration of the I-dOne infrared identification system: a compact unit with the sampling crystal and pressure arm, beside a laptop showing a spectrum',
      },
      {
        draw: () =>
          D.screenScene({
            seed: 'bacter1b',
            kind: 'spectrum',
            second: 'list',
            accent: 'deepTeal',
            front: 'dish',
          }),
        alt: 'Illustration of an I-dOne result: an infrared spectrum fingerprint and the identification list on screen, with a culture plate in front',
      },
    ],
  },
  {
    id: 'bacter2',
    name: 'HB&L UROQUATTRO',
    pics: [
      {
        draw: () =>
          A.analyser({
            seed: 'bacter2',
            w: 320,
            d: 200,
            h: 150,
            window: 'none',
            topWells: 4,
            screen: 'curves',
            accent: 'teal',
            band: 'side',
          }),
        alt: 'Illustration of the HB&L UROQUATTRO, a compact analyser with four culture vials in its independent reading positions and a growth-curve screen',
      },
      {
        draw: () => D.screenScene({ seed: 'bacter2b', kind: 'curves', accent: 'teal', front: 'vials' }),
        alt: 'Illustration of HB&L UROQUATTRO live growth curves on screen, with culture vials in front',
      },
    ],
  },
  {
    id: 'bacter3',
    name: 'ALFRED 60/AST',
    pics: [
      {
        draw: () =>
          A.analyser({
            seed: 'bacter3',
            w: 430,
            d: 230,
            h: 160,
            slope: true,
            screenAt: 'slope',
            topGrid: [10, 6],
            window: 'none',
            accent: 'blue',
            band: 'base',
          }),
        alt: 'Illustration of the ALFRED 60/AST, a benchtop analyser with a grid of sixty vial positions and a sloped control screen',
        flip: true,
      },
      {
        draw: () =>
          D.rackScene({
            seed: 'bacter3b',
            cols: 5,
            rows: 2,
            caps: [C.lteal, C.mid, C.lteal, C.light],
            liquid: C.pteal,
            big: true,
            huge: true,
            accent: 'teal',
          }),
        alt: 'Illustration of ALFRED 60/AST culture vials in a rack, ready for incubation and susceptibility testing',
      },
    ],
  },
  {
    id: 'bacter4',
    name: 'SIDECAR',
    pics: [
      {
        draw: () =>
          pair(
            A.analyser({
              seed: 'bacter4a',
              w: 250,
              d: 200,
              h: 150,
              window: 'none',
              topGrid: [5, 4],
              screen: 'curves',
              accent: 'blue',
              band: 'base',
              cx: 250,
              bottom: 462,
            }),
            A.storageCabinet({
              seed: 'bacter4',
              accent: 'teal',
              w: 230,
              h: 300,
              cx: 590,
              plates: true,
              shelves: 6,
            }),
          ),
        alt: 'Illustration of the SIDECAR set-up: the Alfred 60AST analyser beside the Sidecar unit with its plate storage shelves and streaking arm',
      },
      {
        draw: () =>
          D.dishScene({
            seed: 'bacter4b',
            content: 'streak',
            agar: C.pink,
            second: 'colonies',
            lensStyle: 'bact',
          }),
        alt: 'Illustration of SIDECAR output: a culture plate streaked in quadrants with growing colonies, a second plate and a magnifier showing the bacteria',
        flip: true,
      },
    ],
  },
  {
    id: 'bacter5',
    name: 'BIOMIC V3',
    pics: [
      {
        draw: () => A.plateReader({ seed: 'bacter5', accent: 'blue', content: 'zones' }),
        alt: 'Illustration of the BIOMIC V3 imaging system with a disk-diffusion plate on its drawer and a monitor showing the read zones',
      },
      {
        draw: () => D.dishScene({ seed: 'bacter5b', content: 'zones', agar: C.pteal, tool: 'ruler' }),
        alt: 'Illustration of a BIOMIC V3 disk-diffusion plate with antibiotic discs and inhibition zones being measured',
        flip: true,
      },
    ],
  },
  {
    id: 'bacter6',
    name: 'TRINITY V3',
    pics: [
      {
        draw: () =>
          A.plateReader({
            seed: 'bacter6',
            accent: 'navy',
            content: 'cylinders',
            square: true,
            screen: 'zones',
          }),
        alt: 'Illustration of the TRINITY V3 antibiotic zone reader with a large square assay plate on its drawer and a monitor of measured zones',
        flip: true,
      },
      {
        draw: () => D.dishScene({ seed: 'bacter6b', content: 'cylinders', square: true, agar: C.pteal }),
        alt: 'Illustration of a TRINITY V3 agar diffusion assay plate with steel cylinders and their inhibition zones',
      },
    ],
  },
  {
    id: 'lab1',
    name: 'Molecular Mouse',
    pics: [
      {
        draw: () => A.pcrMice({ seed: 'lab1', accent: 'teal', count: 2 }),
        alt: 'Illustration of two Molecular Mouse handheld real-time PCR units with cartridges inserted, next to a tablet showing amplification curves',
      },
      {
        draw: () => D.cardScene({ seed: 'lab1b', kind: 'chip', accent: 'teal', count: 2 }),
        alt: 'Illustration of Molecular Mouse lab-on-chip cartridges with their rows of micro-wells',
        flip: true,
      },
    ],
  },
  {
    id: 'lab2',
    name: 'TEST1 2.0',
    pics: [
      {
        draw: () =>
          A.analyser({
            seed: 'lab2',
            w: 440,
            d: 200,
            h: 180,
            window: 'none',
            tray: 10,
            trayCaps: [C.purple, C.purple, C.purple, C.lteal],
            screenAt: 'arm',
            screen: 'bars',
            accent: 'navy',
          }),
        alt: 'Illustration of the TEST1 2.0 ESR analyser with a rack of blood tubes on its loading lane and a touch screen on an arm',
        flip: true,
      },
      {
        draw: () => D.capillaryScene({ seed: 'lab2b', accent: 'navy' }),
        alt: 'Illustration of the TEST1 2.0 principle: blood tubes in a rack and a capillary read by light beams between emitters and detectors',
      },
    ],
  },
  {
    id: 'lab3',
    name: '3S Safe Sampling Systems',
    pics: [
      {
        draw: () => A.storageCabinet({ seed: 'lab3', accent: 'navy', shelves: 7 }),
        alt: 'Illustration of the 3S Safe Sampling Systems, a robotic sample-storage cabinet with shelves of microplates and a gripper behind its glass door',
      },
      {
        draw: () => D.plateScene({ seed: 'lab3b', pulled: true, accent: 'sky', lid: true }),
        alt: 'Illustration of a 3S monobloc microplate with two extractable wells lifted out',
        flip: true,
      },
    ],
  },
  {
    id: 'lab4',
    name: 'ROLLER Family Instruments',
    pics: [
      {
        draw: () =>
          pair(
            A.analyser({
              seed: 'lab4a',
              w: 260,
              d: 200,
              h: 150,
              window: 'none',
              dome: 'carousel',
              screen: 'bars',
              accent: 'sky',
              band: 'base',
              cx: 270,
              bottom: 470,
            }),
            A.analyser({
              seed: 'lab4b',
              w: 190,
              d: 170,
              h: 130,
              window: 'none',
              topWells: 2,
              screen: 'dial',
              accent: 'navy',
              band: 'side',
              cx: 585,
              bottom: 470,
            }),
          ),
        alt: 'Illustration of ROLLER Family Instruments, two ESR analysers: a compact model with a tube carousel and a smaller one for manual sampling',
      },
      {
        draw: () => D.controlsScene({ seed: 'lab4b', accent: 'sky' }),
        alt: 'Illustration of ROLLER latex controls at three levels beside a rack of blood tubes',
        flip: true,
      },
    ],
  },
];
