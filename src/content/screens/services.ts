/** The three service pages and the company's service lines, written from the facts in our own words. */
import { serviceIndex, type ServiceKey, type ServiceMeta } from '../shell/serviceIndex';
import type { IconName } from './images';

export type { ServiceKey };

interface ServiceText {
  key: ServiceKey;
  cardText: string;
  lead: readonly string[];
  listHeading: string;
  list: readonly string[];
  metaDescription: string;
}

export type ServicePage = ServiceMeta & ServiceText;

function withMeta(text: ServiceText): ServicePage {
  const meta = serviceIndex.find((s) => s.key === text.key);
  if (!meta) throw new Error(`No route for service ${text.key}`);
  return { ...meta, ...text };
}

export const servicesIntro = {
  kicker: 'Services',
  heading: 'Our services',
  text: 'We help clinicians do their work with the right equipment and the service behind it. Here is how we support hospitals, clinics and laboratories.',
};

/** In the order the old /services page showed them: audit, design, maintenance. */
const serviceTexts: readonly ServiceText[] = [
  {
    key: 'audit',
    cardText: 'Audits and advice that make a healthcare operation leaner, better equipped and easier to run.',
    lead: [
      'Chances are we have met your problem before. Our advice draws on long experience across many kinds of healthcare client, and we help partners find the way through the issues particular to their own setting.',
      'We audit clinic equipment, design patient-routing solutions and bring in a broad pool of experts from across healthcare, so consulting and auditing are done at a high level.',
    ],
    listHeading: 'What you can count on',
    list: [
      'Supplied equipment that is economically efficient and fit for its purpose',
      'Modern technologies brought into everyday hospital practice',
      'Solutions shaped to the budget you have',
      'Years of experience applied to each assignment',
      'Support through procurement procedures, so your team is free of routine work and processes run smoothly',
      'Equipment and consumables delivered without interruption to any medical institution',
      'Staff trained on their equipment, with leading specialists involved',
      'Patient-routing projects designed and put into practice',
    ],
    metaDescription:
      'Healthcare audit and consulting from IVM: equipment audits, procurement support, staff training and patient-routing projects for clinics and hospitals.',
  },
  {
    key: 'design',
    cardText: 'Hospital design and equipment supply brought together in one seamless, turnkey project.',
    lead: [
      'We bring the whole medical project together: we supply the equipment, design the healthcare facility, equip it turnkey and support it in service afterwards.',
      'Complete equipment provision is something we have done many times. With our partners we also take on full turnkey production and construction.',
    ],
    listHeading: 'Facilities we equip',
    list: [
      'Mobile or fixed first-aid posts at workplaces, remote sites and along major highways',
      'Primary health care centres and general practitioner offices',
      'Medical centres and hospitals',
      'Multi-profile hospitals and their departments',
      'Clinical diagnostic laboratories, including regional centralised testing',
      'Central sterile services departments (CSSD)',
      'Perinatal centres',
      'Blood banks',
      'Stem cell banks',
    ],
    metaDescription:
      'Integrated hospital design and equipment provision: IVM designs healthcare facilities, equips them turnkey and supports them in service.',
  },
  {
    key: 'maintenance',
    cardText:
      'Certified engineers who keep your medical equipment working as intended, at every stage of its life.',
    lead: [
      'Equipment should simply work as intended. Our engineers are certified, senior specialists who train regularly at the manufacturers’ own plants.',
      'We look after medical devices across their whole life cycle, from preparation before sale to post-warranty repair.',
    ],
    listHeading: 'What we provide',
    list: [
      'Pre-sales preparation',
      'Calibration of measuring instruments, and arranging their verification',
      'A full set of operating documentation',
      'Installation, with warranty and post-warranty servicing',
      'Repair',
      'Staff training and technical consulting',
    ],
    metaDescription:
      'Medical equipment maintenance and repair by certified IVM engineers: installation, calibration, warranty service, repair and staff training.',
  },
];

export const servicePages: readonly ServicePage[] = serviceTexts.map(withMeta);

export function servicePage(key: ServiceKey): ServicePage {
  const page = servicePages.find((s) => s.key === key);
  if (!page) throw new Error(`Unknown service ${key}`);
  return page;
}

/** The company's six service lines, for the home page grid. */
export const companyServices: readonly { name: string; text: string; icon: IconName; path?: string }[] = [
  {
    name: 'Audit',
    icon: 'audit',
    text: 'We review processes, equipment and staffing to find where time and money can be saved.',
    path: '/service3',
  },
  {
    name: 'Consulting',
    icon: 'consulting',
    text: 'Practical answers to the challenges of your own working environment, from people who have solved them before.',
    path: '/service3',
  },
  {
    name: 'Equipment supply',
    icon: 'equipment',
    text: 'Equipment and materials for almost every kind of healthcare client, enough to equip facilities of nearly any profile.',
    path: '/catalogs',
  },
  {
    name: 'Healthcare facility design',
    icon: 'design',
    text: 'We design healthcare facilities and fit them with modern equipment, to the required quality and standards.',
    path: '/service2',
  },
  {
    name: 'Technical maintenance and repair',
    icon: 'maintenance',
    text: 'Service engineers help hospitals, laboratories and private clinics keep complex equipment reliable.',
    path: '/service1',
  },
  {
    name: 'AI-assisted diagnostics',
    icon: 'ai',
    text: 'Solutions that bring artificial intelligence into screening, pathology and the wider laboratory.',
    path: '/responsibility',
  },
];
