/** A customer as the console's rows name them; a deleted account reads as 'deleted'. */
import type { UserRow } from '@shop/db';
import type { components } from '@shop/domain/generated/api-types.gen';

export type UserRef = components['schemas']['UserRef'];

export function toUserRef(
  user: Pick<UserRow, 'id' | 'username' | 'email' | 'phone'> | undefined,
  id: string,
): UserRef {
  return user
    ? { id: user.id, username: user.username, email: user.email, phone: user.phone }
    : { id, username: 'deleted', email: 'deleted@example.com', phone: null };
}
