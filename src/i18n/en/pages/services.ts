export const services = {
  description:
    'IVM services for hospitals, clinics and laboratories: healthcare audit and consulting, integrated hospital design and equipment, maintenance and repair.',
  sectionLabel: 'Service pages',
  learnMore: 'Learn more',
};
