import type { HandlerMap } from '../plugins/contract.ts';

/** The console's services list, expiry reminders and discount codes. */
export const adminServiceHandlers: HandlerMap = {};
