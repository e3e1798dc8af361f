import type { Messages } from '../catalogue';
import type { landing as en } from '../en/landing';

export const landing: Messages<typeof en> = {};
