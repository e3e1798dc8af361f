import type { Messages } from '../catalogue';
import type { layout as en } from '../en/layout';

export const layout: Messages<typeof en> = {};
