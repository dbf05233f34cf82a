import type { home as english } from '../../en/pages/home';
import type { Widen } from '../../widen';
import { manufacturersCount } from '../words';

export const home: Widen<typeof english> = {
  title: 'IVM Medical | Лабораторное оборудование для стран СНГ и Южной Азии',
  description: (name, manufacturers, founded) =>
    `${name} с ${founded} года представляет ${manufacturersCount(manufacturers)} лабораторного и медицинского оборудования в СНГ, Индии и других странах Южной Азии.`,
  /** The hero video (src/features/home/HeroVideo.tsx) and the partner carousel, both on the home page only. */
  video: { pause: 'Остановить видео', play: 'Воспроизвести видео' },
  carousel: {
    pause: 'Остановить карусель партнёров',
    play: 'Запустить карусель партнёров',
    pauseShort: 'Пауза',
    playShort: 'Пуск',
    showLogo: (index, count) => `Показать логотип ${index} из ${count}`,
  },
};
