import type { Messages } from '../catalogue';
import type { contact as en } from '../en/contact';

export const contact: Messages<typeof en> = {
  page: {
    title: 'ያግኙን',
  },
};
