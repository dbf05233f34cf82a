export const service = {
  back: 'Back to all services',
};
