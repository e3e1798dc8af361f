import { kvmLineLabel } from '@shop/domain';
import { ServerOff } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { getApiErrorMessage, useGetKvmPackageQuery, useListKvmPackageOsQuery } from '../../api';
import { ConfigHeader, ConfigMessageLayout, ConfigShell } from './config-layout';
import { ConfigLoadError, ConfigNotFound, ConfigSkeleton, isNotFoundError } from './config-states';
import { KvmConfigurator } from './kvm-configurator';

const TITLE = 'Configure Your Server';
const BACK = { to: '/servers', label: 'Back to servers' };

/** /kvm-config/:serverId: one KVM plan with its OS options (storefront spec, section 2). */
export function KvmConfigPage() {
  const { serverId = '' } = useParams();
  const plan = useGetKvmPackageQuery({ id: serverId });
  const os = useListKvmPackageOsQuery({ id: serverId });

  if (plan.error) {
    const notFound = isNotFoundError(plan.error);
    return (
      <ConfigMessageLayout header={<ConfigHeader title={TITLE} back={BACK} />}>
        {notFound ? (
          <ConfigNotFound
            icon={ServerOff}
            title="Server package not found"
            text="This server package does not exist or is no longer offered. Pick another one from our servers."
            back={{ to: '/servers', label: 'Browse servers' }}
          />
        ) : (
          <ConfigLoadError
            title="This server could not be loaded"
            message={getApiErrorMessage(plan.error)}
            onRetry={() => {
              void plan.refetch();
              void os.refetch();
            }}
          />
        )}
      </ConfigMessageLayout>
    );
  }

  const pkg = plan.data;
  if (!pkg || os.isLoading) {
    return (
      <ConfigShell header={<ConfigHeader title={TITLE} back={BACK} />}>
        <ConfigSkeleton />
      </ConfigShell>
    );
  }

  return (
    <KvmConfigurator
      key={pkg.id}
      pkg={pkg}
      osOptions={os.data ?? []}
      osError={os.error ? { message: getApiErrorMessage(os.error), retry: () => void os.refetch() } : null}
      header={
        <ConfigHeader
          title={TITLE}
          back={BACK}
          eyebrow={`KVM Servers · ${kvmLineLabel(pkg.line)}`}
          subtitle={
            <>
              <span className="font-semibold text-ink">{pkg.displayname}</span>: choose an operating system,
              add IPv4 addresses or bandwidth, and pick how long to pay for.
            </>
          }
        />
      }
    />
  );
}
