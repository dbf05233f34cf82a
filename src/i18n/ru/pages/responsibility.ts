import type { responsibility as english } from '../../en/pages/responsibility';
import type { Widen } from '../../widen';

export const responsibility: Widen<typeof english> = {
  description:
    'Комплексные лабораторные решения IVM в бактериологии, цитологии и гистологии: оборудование, подобранное так, чтобы упростить работу лаборатории и ускорить получение результатов.',
};
