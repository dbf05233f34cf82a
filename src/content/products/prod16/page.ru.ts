import type { ProductPage } from '../../types';

/**
 * Microbial ID & AST Analysis System, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Идентификация микроорганизмов и определение чувствительности к антимикробным препаратам',
  titleName: 'Система ID/AST микроорганизмов',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: панель системы ID/AST — микропланшет, в лунках которого виден рост вплоть до подавляющей концентрации',
  ],
  summary: [
    'Система для клинической идентификации микроорганизмов (ID) и определения чувствительности к антимикробным препаратам (AST).',
    'Технические характеристики и варианты конфигурации уточняйте в IVM.',
  ],
  keyFigures: [],
  sections: [
    {
      heading: 'Особенности',
      intro: 'Четыре усовершенствования системы:',
      features: [
        { name: 'Полнота определения', text: 'Более полное определение микроорганизмов.' },
        { name: 'Значения МПК', text: 'Более точные значения минимальной подавляющей концентрации (МПК).' },
        { name: 'Качество диагностики', text: 'Более стабильное качество диагностики.' },
        { name: 'Анализ', text: 'Расширенные возможности анализа.' },
      ],
    },
  ],
  specTables: [],
  metaDescription:
    'Система ID/AST для клинической идентификации микроорганизмов и определения чувствительности к антимикробным препаратам (значения МПК). Подробности уточняйте в IVM.',
};

export default page;
