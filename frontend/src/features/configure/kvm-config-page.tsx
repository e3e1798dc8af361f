import { ServerOff } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { getApiErrorMessage, useGetKvmPackageQuery, useListKvmPackageOsQuery } from '../../api';
import { useT } from '../../i18n';
import { lineLabel } from '../../lib/line-labels';
import { ConfigHeader, ConfigMessage, ConfigShell, EyebrowPlaceholder } from './config-layout';
import { ConfigLoadError, ConfigNotFound, ConfigSkeleton, isNotFoundError } from './config-states';
import { KvmConfigurator } from './kvm-configurator';

/**
 * /kvm-config/:serverId: one KVM plan with its OS options (storefront spec, section 2).
 *
 * The frame and the header stay mounted in every state: the loading state (which the build
 * prerenders) already shows the title and the subtitle, and only the eyebrow's line waits for the
 * plan, in a placeholder of its height. The configurator renders once plan and OS list are both
 * in, as a deferred value: React renders it in the background in slices, the skeleton staying on
 * screen until it is ready, so its arrival never blocks a tap.
 */
export function KvmConfigPage() {
  const t = useT();
  const { serverId = '' } = useParams();
  const plan = useGetKvmPackageQuery({ id: serverId });
  const os = useListKvmPackageOsQuery({ id: serverId });

  const loaded = useMemo(
    () =>
      plan.data && !os.isLoading ? { pkg: plan.data, osOptions: os.data ?? [], osError: os.error } : null,
    [plan.data, os.isLoading, os.data, os.error],
  );
  const shown = useDeferredValue(loaded);

  const header = (
    <ConfigHeader
      title={t('configure.kvmPage.title')}
      back={{ to: '/servers', label: t('configure.kvmPage.back') }}
      eyebrow={
        plan.error ? undefined : shown ? (
          t('configure.kvmPage.eyebrow', { line: lineLabel(shown.pkg.line, t) })
        ) : (
          <EyebrowPlaceholder />
        )
      }
      subtitle={plan.error ? undefined : t('configure.kvmPage.subtitle')}
    />
  );

  if (plan.error) {
    return (
      <ConfigShell header={header}>
        <ConfigMessage>
          {isNotFoundError(plan.error) ? (
            <ConfigNotFound
              icon={ServerOff}
              title={t('configure.kvmPage.notFound')}
              text={t('configure.kvmPage.notFoundText')}
              back={{ to: '/servers', label: t('configure.kvmPage.browse') }}
            />
          ) : (
            <ConfigLoadError
              title={t('configure.kvmPage.loadFailed')}
              message={getApiErrorMessage(plan.error)}
              onRetry={() => {
                void plan.refetch();
                void os.refetch();
              }}
            />
          )}
        </ConfigMessage>
      </ConfigShell>
    );
  }

  return (
    <ConfigShell header={header}>
      {shown ? (
        <KvmConfigurator
          key={shown.pkg.id}
          pkg={shown.pkg}
          osOptions={shown.osOptions}
          osError={
            shown.osError
              ? { message: getApiErrorMessage(shown.osError), retry: () => void os.refetch() }
              : null
          }
        />
      ) : (
        <ConfigSkeleton />
      )}
    </ConfigShell>
  );
}
