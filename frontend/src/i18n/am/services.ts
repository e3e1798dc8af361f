import type { Messages } from '../catalogue';
import type { services as en } from '../en/services';

export const services: Messages<typeof en> = {
  myServices: {
    title: 'አገልግሎቶቼ',
  },
  details: {
    title: 'የአገልግሎት ዝርዝሮች',
  },
};
