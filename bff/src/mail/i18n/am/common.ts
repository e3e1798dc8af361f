import type { Messages } from '../catalogue.ts';
import type { common as en } from '../en/common.ts';

export const common: Messages<typeof en> = {
  hello: 'ጤና ይስጥልኝ፣',
  signOff: 'ከሰላምታ ጋር፣',
  serviceDetails: 'የአገልግሎት ዝርዝሮች',
};
