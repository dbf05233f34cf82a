/**
 * The site's pictures, one `?picture` import per file (vite-plugins/picture.ts) giving its URL and
 * size, spread into the entry beside its alt text; the icons are plain URLs. Today every picture is
 * one of our own SVGs (tools/art/generate.ts). To use a photograph, point its import at
 * src/assets/photos/ (keep `?picture`) and describe it in the alt text: README.md, "Pictures".
 */
import type { AltPicture, Picture } from '../types';
import logoImg from '../../assets/logo.svg?picture';
import cat1Img from '../../assets/art/categories/cat1.svg?picture';
import cat2Img from '../../assets/art/categories/cat2.svg?picture';
import cat3Img from '../../assets/art/categories/cat3.svg?picture';
import cat4Img from '../../assets/art/categories/cat4.svg?picture';
import cat5Img from '../../assets/art/categories/cat5.svg?picture';
import cat6Img from '../../assets/art/categories/cat6.svg?picture';
import cat7Img from '../../assets/art/categories/cat7.svg?picture';
import cat8Img from '../../assets/art/categories/cat8.svg?picture';
import cat9Img from '../../assets/art/categories/cat9.svg?picture';
import cat10Img from '../../assets/art/categories/cat10.svg?picture';
import cat11Img from '../../assets/art/categories/cat11.svg?picture';
import cat12Img from '../../assets/art/categories/cat12.svg?picture';
import cat13Img from '../../assets/art/categories/cat13.svg?picture';
import cat14Img from '../../assets/art/categories/cat14.svg?picture';
import cat15Img from '../../assets/art/categories/cat15.svg?picture';
import cat16Img from '../../assets/art/categories/cat16.svg?picture';
import cat17Img from '../../assets/art/categories/cat17.svg?picture';
import cat18Img from '../../assets/art/categories/cat18.svg?picture';
import cat19Img from '../../assets/art/categories/cat19.svg?picture';
import cat20Img from '../../assets/art/categories/cat20.svg?picture';
import cat21Img from '../../assets/art/categories/cat21.svg?picture';
import serviceMaintenanceImg from '../../assets/art/services/maintenance.svg?picture';
import serviceDesignImg from '../../assets/art/services/design.svg?picture';
import serviceAuditImg from '../../assets/art/services/audit.svg?picture';
import sectionAboutImg from '../../assets/art/sections/about.svg?picture';
import sectionAiImg from '../../assets/art/sections/ai.svg?picture';
import sectionBacteriologyImg from '../../assets/art/sections/bacteriology.svg?picture';
import sectionCytologyImg from '../../assets/art/sections/cytology.svg?picture';
import sectionHistologyImg from '../../assets/art/sections/histology.svg?picture';
import sectionContactImg from '../../assets/art/sections/contact.svg?picture';
import partnerIlsaImg from '../../assets/art/partners/ilsa.svg?picture';
import partnerDakeweImg from '../../assets/art/partners/dakewe.svg?picture';
import partnerCopanImg from '../../assets/art/partners/copan.svg?picture';
import partnerAlifaxImg from '../../assets/art/partners/alifax.svg?picture';
import partnerLiofilchemImg from '../../assets/art/partners/liofilchem.svg?picture';
import partnerSleeImg from '../../assets/art/partners/slee.svg?picture';
import partnerLituoImg from '../../assets/art/partners/lituo.svg?picture';
import partnerGilesImg from '../../assets/art/partners/giles.svg?picture';
import partnerVitroImg from '../../assets/art/partners/vitro.svg?picture';
import iconAuditSvg from '../../assets/art/icons/audit.svg';
import iconConsultingSvg from '../../assets/art/icons/consulting.svg';
import iconEquipmentSvg from '../../assets/art/icons/equipment.svg';
import iconDesignSvg from '../../assets/art/icons/design.svg';
import iconMaintenanceSvg from '../../assets/art/icons/maintenance.svg';
import iconAiSvg from '../../assets/art/icons/ai.svg';
import iconCervicalSvg from '../../assets/art/icons/cervical.svg';
import iconCytologySvg from '../../assets/art/icons/cytology.svg';
import iconMicrobiologySvg from '../../assets/art/icons/microbiology.svg';
import iconMolecularSvg from '../../assets/art/icons/molecular.svg';
import iconAutomationSvg from '../../assets/art/icons/automation.svg';

/** The site logo (wordmark with emblem). */
export const logo: Picture = logoImg;

/** Product pictures are files in their product folders (src/content/products/<id>/), loaded with their list's cards. */

/** Catalogue category pictures in id order: index 0 is category 1 (Cytology) ... index 20 is category 21. */
export const categoryImages: readonly AltPicture[] = [
  {
    ...cat1Img,
    alt: 'Illustration for cytology: a liquid-based cytology processor with specimen vials, a slide and a magnified view of Pap-stained cells',
  },
  {
    ...cat2Img,
    alt: 'Illustration for histopathology: a rotary microtome with embedding cassettes in front',
  },
  {
    ...cat3Img,
    alt: 'Illustration for bacteriology: an incubator with culture plates and two petri dishes, one with colonies and one with inhibition zones',
  },
  {
    ...cat4Img,
    alt: 'Illustration for laboratory supplies: a rack of sample tubes, a reagent bottle, a vial and a pipette',
  },
  {
    ...cat5Img,
    alt: 'Illustration for anesthesiology and intensive care: an anaesthesia workstation with a vital-signs monitor, breathing bellows and gas cylinders',
  },
  { ...cat6Img, alt: 'Illustration for gastroenterology: a stylised stomach and a capsule camera' },
  {
    ...cat7Img,
    alt: 'Illustration for cellular technologies: a cell-culture flask, a well plate and a magnified view of cultured cells',
  },
  { ...cat8Img, alt: 'Illustration for radiodiagnostics: a CT scanner gantry with its patient table' },
  { ...cat9Img, alt: 'Illustration for medical furniture: an adjustable hospital bed and a bedside cabinet' },
  {
    ...cat10Img,
    alt: 'Illustration for ophthalmology and otorhinolaryngology: a stylised eye and an otoscope',
  },
  {
    ...cat11Img,
    alt: 'Illustration for anaesthesia and intensive-care consumables: a face mask, a corrugated breathing circuit, an endotracheal tube and a reservoir bag',
  },
  {
    ...cat12Img,
    alt: 'Illustration for general hospital consumables: a syringe, a gauze pack, a bandage roll and an IV cannula on a tray',
  },
  {
    ...cat13Img,
    alt: 'Illustration for blood service and transfusiology: a blood bag on an infusion stand, a blood drop and a rack of sample tubes',
  },
  {
    ...cat14Img,
    alt: 'Illustration for sterilisation and disinfection: a steam steriliser with a round pressure door and a tray of instruments',
  },
  {
    ...cat15Img,
    alt: 'Illustration for blood conservation: a blood-bank refrigerator with blood bags on its shelves and a temperature display',
  },
  {
    ...cat16Img,
    alt: 'Illustration for obstetrics, gynaecology and neonatology: an infant incubator on a cart with a sleeping newborn inside',
  },
  {
    ...cat17Img,
    alt: 'Illustration for traumatology and orthopaedics: a bone with a fixation plate and screws, and a crutch',
  },
  {
    ...cat18Img,
    alt: 'Illustration for urology and proctology: a stylised kidney with its ureter and a specimen cup',
  },
  {
    ...cat19Img,
    alt: 'Illustration for surgery: an operating table under a surgical lamp, with an instrument tray',
  },
  {
    ...cat20Img,
    alt: 'Illustration for endoscopy: an endoscopy tower with its monitor and a coiled flexible endoscope',
  },
  {
    ...cat21Img,
    alt: 'Illustration for afferent (extracorporeal) methods: a treatment machine with blood pumps, a filter cartridge and tubing lines',
  },
];

export const serviceImages: {
  readonly maintenance: AltPicture;
  readonly design: AltPicture;
  readonly audit: AltPicture;
} = {
  maintenance: {
    ...serviceMaintenanceImg,
    alt: 'Illustration of medical equipment maintenance: an analyser with gears, a spanner and a service checklist',
  },
  design: {
    ...serviceDesignImg,
    alt: 'Illustration of integrated hospital design: a hospital building with a blueprint floor plan and a pencil in front',
  },
  audit: {
    ...serviceAuditImg,
    alt: 'Illustration of healthcare audit and consulting: a checklist on a clipboard, a performance chart and a magnifying glass',
  },
};

export type SectionImageKey = 'about' | 'ai' | 'bacteriology' | 'cytology' | 'histology' | 'contact';
export const sectionImages: Readonly<Record<SectionImageKey, AltPicture>> = {
  about: {
    ...sectionAboutImg,
    alt: 'Illustration of IVM Medical: a hospital building, shipping boxes and a globe with delivery routes',
  },
  ai: {
    ...sectionAiImg,
    alt: 'Illustration of AI-assisted diagnostics: a slide scanner with a tissue slide and a monitor highlighting cells of interest',
  },
  bacteriology: {
    ...sectionBacteriologyImg,
    alt: 'Illustration of bacteriology solutions: culture plates with colonies and inhibition zones, culture vials and a magnified view of bacteria',
  },
  cytology: {
    ...sectionCytologyImg,
    alt: 'Illustration of cytology solutions: a microscope, a specimen vial and a slide with a magnified view of Pap-stained cells',
  },
  histology: {
    ...sectionHistologyImg,
    alt: 'Illustration of histology solutions: embedding cassettes, a paraffin block and a stained tissue slide with a magnified view',
  },
  contact: {
    ...sectionContactImg,
    alt: 'Illustration for contacting IVM Medical: a map with a location pin, an envelope and a phone',
  },
};

export type PartnerSlug =
  'ilsa' | 'dakewe' | 'copan' | 'alifax' | 'liofilchem' | 'slee' | 'lituo' | 'giles' | 'vitro';
/** Plain typographic marks in our own style (not the partners' logos); the partner name is the alt text. */
export const partnerMarks: Readonly<Record<PartnerSlug, Picture>> = {
  ilsa: partnerIlsaImg,
  dakewe: partnerDakeweImg,
  copan: partnerCopanImg,
  alifax: partnerAlifaxImg,
  liofilchem: partnerLiofilchemImg,
  slee: partnerSleeImg,
  lituo: partnerLituoImg,
  giles: partnerGilesImg,
  vitro: partnerVitroImg,
};
/** Partner names as shown, for the marks' alt text. */
export const partnerNames: Readonly<Record<PartnerSlug, string>> = {
  ilsa: 'iLSA Diagnostics',
  dakewe: 'Dakewe',
  copan: 'Copan',
  alifax: 'Alifax',
  liofilchem: 'Liofilchem',
  slee: 'SLEE',
  lituo: 'Lituo',
  giles: 'Giles Scientific',
  vitro: 'Vitro (Master Diagnóstica)',
};

export type IconName =
  | 'audit'
  | 'consulting'
  | 'equipment'
  | 'design'
  | 'maintenance'
  | 'ai'
  | 'cervical'
  | 'cytology'
  | 'microbiology'
  | 'molecular'
  | 'automation';
/** 48x48 line icons drawn in currentColor (inline them, or use as a CSS mask, to colour them). */
export const icons: Readonly<Record<IconName, string>> = {
  audit: iconAuditSvg,
  consulting: iconConsultingSvg,
  equipment: iconEquipmentSvg,
  design: iconDesignSvg,
  maintenance: iconMaintenanceSvg,
  ai: iconAiSvg,
  cervical: iconCervicalSvg,
  cytology: iconCytologySvg,
  microbiology: iconMicrobiologySvg,
  molecular: iconMolecularSvg,
  automation: iconAutomationSvg,
};
