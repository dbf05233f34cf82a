export const responsibility = {
  description:
    'Comprehensive laboratory solutions from IVM in bacteriology, cytology and histology: equipment chosen to make lab work easier and results faster.',
};
