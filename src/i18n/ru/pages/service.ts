import type { service as english } from '../../en/pages/service';
import type { Widen } from '../../widen';

export const service: Widen<typeof english> = {
  back: 'Вернуться ко всем услугам',
};
