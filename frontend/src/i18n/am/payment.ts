import type { Messages } from '../catalogue';
import type { payment as en } from '../en/payment';

export const payment: Messages<typeof en> = {};
