import type { AdminUser } from '../../../api';

/** The role badge of spec 2.4. */
export function roleLabel(user: Pick<AdminUser, 'isAdmin'>): 'Admin' | 'User' {
  return user.isAdmin ? 'Admin' : 'User';
}

/** The spec's 'up to 5 recent orders' (the server sends the newest 5; never show more). */
export const RECENT_ORDERS_SHOWN = 5;

export const ORDER_TYPE_LABELS = { KVM: 'KVM', GAME: 'Game' } as const;
