import type { Messages } from '../catalogue';
import type { orders as en } from '../en/orders';

export const orders: Messages<typeof en> = {};
