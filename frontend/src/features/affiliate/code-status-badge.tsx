import { Badge } from '../../components/ui';
import { useT } from '../../i18n';

/** A code's state: Active (green) or Inactive (grey). */
export function CodeStatusBadge({ isActive }: { isActive: boolean }) {
  const t = useT();
  return (
    <Badge tone={isActive ? 'success' : 'neutral'} dot>
      {isActive ? t('affiliate.status.active') : t('affiliate.status.inactive')}
    </Badge>
  );
}
