import type { Messages } from '../catalogue';
import type { configure as en } from '../en/configure';

export const configure: Messages<typeof en> = {};
