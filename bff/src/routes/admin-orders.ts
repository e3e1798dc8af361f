import type { HandlerMap } from '../plugins/contract.ts';

/** The console's users, orders (list, delete, status, e-mail), payments and figures. */
export const adminOrderHandlers: HandlerMap = {};
