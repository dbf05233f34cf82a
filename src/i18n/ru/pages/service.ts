import type { PageStrings } from '../../pageStrings';

export const service: PageStrings<'service'> = {
  back: 'Вернуться ко всем услугам',
};
