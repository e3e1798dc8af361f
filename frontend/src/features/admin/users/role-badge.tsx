import { Badge } from '../../../components/ui';
import type { AdminUser } from '../../../api';
import { roleLabel } from './user-display';

export function RoleBadge({ user }: { user: Pick<AdminUser, 'isAdmin'> }) {
  return <Badge tone={user.isAdmin ? 'brand' : 'neutral'}>{roleLabel(user)}</Badge>;
}
