import type { Messages } from '../catalogue';
import type { affiliate as en } from '../en/affiliate';

export const affiliate: Messages<typeof en> = {
  page: {
    title: 'የአጋርነት አስተዳደር',
  },
};
