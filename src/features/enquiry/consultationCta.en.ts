/** The consultation band (src/features/enquiry/ConsultationCta.tsx) of the About, Comprehensive solutions and service pages. */
export const consultationCta = {
  heading: 'Talk to a specialist',
  text: 'Tell us about your laboratory or facility and we will suggest the right equipment and service.',
};
