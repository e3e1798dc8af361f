import type { Messages } from '../catalogue';
import type { common as en } from '../en/common';

export const common: Messages<typeof en> = {
  language: {
    label: 'ቋንቋ',
    switchTo: 'ቋንቋውን ወደ {language} ይቀይሩ',
  },
  actions: {
    close: 'ይዝጉ',
    cancel: 'ይቅር',
    back: 'ይመለሱ',
    tryAgain: 'እንደገና ይሞክሩ',
    dismiss: 'ይዝጉ',
    closeMenu: 'ምናሌውን ይዝጉ',
  },
  copy: {
    copy: 'ይቅዱ',
    copied: 'ተቀድቷል!',
    failed: 'መቅዳት አልተሳካም',
  },
  status: {
    loading: 'በመጫን ላይ…',
    done: '(ተጠናቋል)',
  },
  steps: {
    label: 'ሂደት',
  },
  price: {
    perMonth: '/በወር',
    per30Days: 'በ30 ቀናት',
  },
  units: {
    days: '{count, plural, one {# ቀን} other {# ቀናት}}',
  },
};
