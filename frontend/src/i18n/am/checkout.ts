import type { Messages } from '../catalogue';
import type { checkout as en } from '../en/checkout';

export const checkout: Messages<typeof en> = {};
