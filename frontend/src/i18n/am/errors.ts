import type { Messages } from '../catalogue';
import type { errors as en } from '../en/errors';

export const errors: Messages<typeof en> = {};
