import type { PageStrings } from '../../pageStrings';

export const responsibility: PageStrings<'responsibility'> = {
  description:
    'Комплексные лабораторные решения IVM в бактериологии, цитологии и гистологии: оборудование, подобранное так, чтобы упростить работу лаборатории и ускорить получение результатов.',
};
