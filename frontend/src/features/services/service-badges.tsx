import { Badge, Spinner } from '../../components/ui';
import { useT } from '../../i18n';
import {
  currentStatusText,
  currentStatusTone,
  isProvisioning,
  serviceStatusText,
  serviceStatusTone,
} from './service-display';

/** The shop's state of a service: Active, Suspended or Expired. */
export function ServiceStatusBadge({ status }: { status: string }) {
  const t = useT();
  return <Badge tone={serviceStatusTone(status)}>{serviceStatusText(status, t)}</Badge>;
}

/** The provider's power state with its colour; 'Being set up' turns a spinner instead of a dot. */
export function CurrentStatusBadge({ currentStatus }: { currentStatus: string }) {
  const t = useT();
  const settingUp = isProvisioning({ currentStatus });
  return (
    <Badge tone={currentStatusTone(currentStatus)} dot={!settingUp}>
      {settingUp && <Spinner size="xs" />}
      {currentStatusText(currentStatus, t)}
    </Badge>
  );
}
