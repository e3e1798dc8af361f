import type { Messages } from '../catalogue';
import type { catalog as en } from '../en/catalog';

export const catalog: Messages<typeof en> = {};
