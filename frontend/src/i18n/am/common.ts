import type { Messages } from '../catalogue';
import type { common as en } from '../en/common';

export const common: Messages<typeof en> = {
  language: {
    label: 'ቋንቋ',
    switchTo: 'ቋንቋውን ወደ {language} ቀይር',
  },
};
