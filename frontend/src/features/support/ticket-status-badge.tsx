import type { TicketStatus } from '../../api';
import { Badge, type BadgeTone } from '../../components/ui';
import { useT } from '../../i18n';

const TONES: Record<TicketStatus, BadgeTone> = {
  OPEN: 'info',
  ANSWERED: 'success',
  CUSTOMER_REPLY: 'warning',
  ON_HOLD: 'neutral',
  CLOSED: 'neutral',
};

/** A ticket's status in the page's language. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useT();
  return <Badge tone={TONES[status]}>{t(`support.status.${status}`)}</Badge>;
}
