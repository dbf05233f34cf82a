/** The three service routes with their card titles and page headings. */
export type ServiceKey = 'maintenance' | 'design' | 'audit';

export interface ServiceMeta {
  key: ServiceKey;
  path: '/service1' | '/service2' | '/service3';
  /** The card title on /services. */
  title: string;
  /** The page's h1 (/service2 is headed 'Ready Ideas for Healthcare.'). */
  heading: string;
}

export const serviceIndex: readonly ServiceMeta[] = [
  {
    key: 'maintenance',
    path: '/service1',
    title: 'Medical Equipment Maintenance and Repair',
    heading: 'Medical Equipment Maintenance and Repair',
  },
  {
    key: 'design',
    path: '/service2',
    title: 'Integrated Hospital Design and Equipment Provision',
    heading: 'Ready Ideas for Healthcare.',
  },
  {
    key: 'audit',
    path: '/service3',
    title: 'Healthcare Audit and Consulting',
    heading: 'Healthcare Audit and Consulting',
  },
];
