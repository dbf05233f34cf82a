import type { responsibility as english } from '../../en/pages/responsibility';
import type { Widen } from '../../widen';

export const responsibility: Widen<typeof english> = {
  description:
    'Комплексные решения IVM для бактериологии, цитологии и гистологии: оборудование, которое упрощает работу лаборатории и ускоряет получение результатов.',
};
