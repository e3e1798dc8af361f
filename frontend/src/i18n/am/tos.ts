import type { Messages } from '../catalogue';
import type { tos as en } from '../en/tos';

export const tos: Messages<typeof en> = {
  page: {
    title: 'የአገልግሎት ውል',
  },
};
