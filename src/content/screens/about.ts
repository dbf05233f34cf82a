import { company } from '../shell/company';

/** /about and /responsibility, written from the facts in our own words. Company figures come from company.ts. */

export const about = {
  kicker: 'About Us',
  heading: 'About IVM: health, empowered by technology',
  lead: `${company.legalName} was founded in the ${company.basedIn} in ${company.founded} and deals in a broad range of medical equipment.`,
  paragraphs: [
    `We act for ${company.manufacturers} makers of medical equipment and consumables from around the world: they rely on us to market and distribute their products across the CIS countries, India and the rest of the SAARC region.`,
    'Our range is wide enough to equip a healthcare facility of almost any profile, completely and on a tight schedule, so we can take on turnkey projects from planning to handover.',
    'We also offer medical audit and consulting, and we service medical devices through their whole life: preparation before sale, installation, warranty and post-warranty repair.',
  ],
  clientsHeading: 'Who we work with',
  clients: [
    'Public healthcare facilities and laboratories',
    'Commercial clinics',
    'Research institutes',
    'Sanatoriums',
    'Veterinary clinics',
    'Livestock complexes',
    'The food industry',
  ],
};

export const responsibility = {
  kicker: 'Comprehensive solutions',
  heading: 'Comprehensive solutions for the modern laboratory',
  lead: 'Complete solutions in bacteriology, cytology and histology, chosen to make laboratory work easier and results faster.',
  sections: [
    {
      key: 'bacteriology' as const,
      heading: 'Bacteriology: innovation for health and sustainability',
      paragraphs: [
        'Advanced bacteriology technologies that simplify the daily work of the laboratory and shorten the time to a result.',
        'Every solution is put together for the laboratory that will use it.',
      ],
      link: { label: 'See bacteriology products', path: '/catalog3' },
    },
    {
      key: 'cytology' as const,
      heading: 'Cytology: precision and efficiency in research',
      paragraphs: [
        'Modern cytology equipment and solutions that make lab work easier and results faster.',
        'Our aim is simple: the highest efficiency and accuracy for each customer.',
      ],
      link: { label: 'See cytology products', path: '/catalog1' },
    },
    {
      key: 'histology' as const,
      heading: 'Histology: precise tissue analysis',
      paragraphs: [
        'Histology studies tissue and its microscopic structure. We supply what that work calls for, from tissue processing and sectioning to staining and the scanning of finished slides.',
        'Together they help researchers and clinicians analyse tissue precisely and with insight.',
      ],
      link: { label: 'See histopathology products', path: '/catalog2' },
    },
  ],
};
