import type { ProductId } from './types';

/** One or two sentences per product for its card in lists and related products (our own words). */
export const cardTexts: { [Id in ProductId]: string } = {
  prod1:
    'High-speed liquid-based cytology processor that uncaps and recaps vials itself and prepares 50 slides an hour from gyn and non-gyn samples.',
  prod2:
    'Reagent for manual smear preparation. Density-gradient centrifugation, sedimentation and charged slides keep lesion cells and clear away debris.',
  prod3:
    'Automated slide preparation for cytology labs running up to 50,000 tests a year, with double centrifugation and turbidity-controlled dispensing.',
  prod4:
    'An A4-sized open stainer from iLSA that automates special stains usually done by hand. Programmes are set up on a touch-screen tablet.',
  prod5:
    'Shakes 40 specimen bottles at once for 2 minutes, breaking up cell clusters and mucus before slide preparation.',
  prod6:
    'Vaginal secretion analyser combining microscopy and chemical tests in one unit: 40 specimens per run in under 60 minutes.',
  prod7:
    'Detects vaginitis with automatic sample addition, incubation and reading. Runs 24 tests in 20 minutes, or 1 to 24 samples on demand.',
  prod8:
    'Stool analyser for routine physical and chemical tests, including FOB, H. pylori, rotavirus and adenovirus, at 50 tests per hour.',
  prod9:
    'Cytocentrifuge with programmable time and speed that prepares smears from 12 specimens in under 5 minutes.',
  prod10:
    'Membrane filtration smear processor for liquid-based cytology. Fully automatic, with six modes and 2.5 minutes per specimen.',
  prod11:
    'Centrifuges, sediments, prepares and stains liquid-based cytology smears in one unit, processing 30 specimens per hour.',
  prod12:
    'All-in-one liquid-based cytology slide processor for smear preparation and staining, at 24 specimens per hour.',
  prod13:
    'Four-channel nephelometric analyser for specific proteins in serum, blood, plasma and urine, with results in 20 seconds to 3 minutes.',
  prod14:
    'Fully automatic specific protein system with 30 specimen and 20 reagent positions, STAT testing and 120 tests per hour.',
  prod15:
    'Time-resolved fluorescence immunoassay analyser with 20 channels, automatic calibration, LIS connection and storage for 600 results.',
  prod16:
    'For clinical microbial identification (ID) and antimicrobial susceptibility testing (AST). Contact us for specifications and configuration.',
  prod17:
    'Colloidal gold rapid test that detects haemoglobin and transferrin in stool together, supporting early detection of digestive tract bleeding.',
  hist1:
    'Cold laser marking at 1440 cassettes per hour, with permanent, scanner-readable codes and no ink, ribbons or UV lamps to replace.',
  hist2:
    'A UV laser slide printer with upward feed, two 100-slide hoppers and permanent marks that resist processing solvents.',
  hist3:
    'Routine tissue processing with pre-run self-tests, live component monitoring and automatic reagent rotation for steady runs.',
  hist4:
    'Up to 300 cassettes per run in two baskets, with alcohol concentration monitoring, dual pumps and cloud alerts for specimen safety.',
  hist5:
    'Semi-automated rotary microtome for 0.5-100 µm sections, with rocking-mode trimming, a balanced hand wheel and a 5 inch touch screen.',
  hist6:
    'For frozen sections: strong refrigeration, 18 freezing stations plus 2 Peltier stations, and scheduled UV disinfection and defrost.',
  hist7:
    'Staining and coverslipping in one automated line, at about 360 slides per hour, with built-in QC and the patented AAT system.',
  hist8:
    'HistoFlo™ POM cassettes tuned for C100 laser printing, with slotted, square, round or mesh pores, in tubes or on tape.',
  hist9:
    'Slides with a painted, chemical-resistant end for laser printers and coverslippers, in general and adhesion-coated versions.',
  hist10:
    'Low- and high-profile single-use blades of plasma-treated stainless steel, up to 1100 HV hard, for many microtome types.',
  bacter1:
    'Identifies microorganisms by their infrared fingerprint using ATR-FTIR spectroscopy, with no reagents and a library of over 50,000 spectra.',
  bacter2:
    'A compact analyser with dedicated reagents for rapid bacterial culture, RAA testing, clinical AST and MDRO screening, with results in a few hours.',
  bacter3:
    'Fully automated rapid culture and susceptibility testing. Growth is followed in real time, and results come within a few hours.',
  bacter4:
    'Automated streaker that pairs with ALFRED 60/AST for walk-away culture, storing 240 Petri dishes and up to 12 different media.',
  bacter5:
    'Open digital imaging system from Giles Scientific that reads microbiology plates and panels and interprets them to CLSI or EUCAST.',
  bacter6:
    'Giles Scientific zone reader that automates zone measurement and antibiotic potency calculations, common in pharmaceutical QA/QC labs.',
  lab1: 'Handheld real-time PCR with ready-to-use lab-on-chip cartridges. Its sepsis panel covers 64 targets in about 1 hour.',
  lab2: 'Alifax ESR analyser based on capillary photometry: a result in under 20 seconds from 175 µl, at up to 195 tests per hour.',
  lab3: "Stores biological samples automatically in iLSA's patented microplates with extractable wells, for labs handling 50 to 1,000 samples a day.",
  lab4: 'Compact Alifax ESR analysers for small laboratories, with automatic and manual sampling for low-volume samples and uncapped tubes.',
};
