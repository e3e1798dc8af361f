import type { Messages } from '../catalogue';
import type { auth as en } from '../en/auth';

export const auth: Messages<typeof en> = {};
