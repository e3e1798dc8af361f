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
    getHelp: 'እርዳታ ያግኙ',
    dismiss: 'ይዝጉ',
    closeMenu: 'ምናሌውን ይዝጉ',
  },
  download: {
    failed: 'ማውረዱ አልተሳካም። እባክዎ እንደገና ይሞክሩ።',
  },
  seller: {
    label: 'ሻጭ',
    tin: 'የግብር ከፋይ መለያ ቁጥር (TIN) {tin}',
    vatNumber: 'የተ.እ.ታ ምዝገባ ቁጥር {vatNumber}',
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
