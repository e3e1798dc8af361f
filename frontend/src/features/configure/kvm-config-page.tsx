import { ServerOff } from 'lucide-react';
import { Trans } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { getApiErrorMessage, useGetKvmPackageQuery, useListKvmPackageOsQuery } from '../../api';
import { useT } from '../../i18n';
import { lineLabel } from '../catalog';
import { ConfigHeader, ConfigMessageLayout, ConfigShell } from './config-layout';
import { ConfigLoadError, ConfigNotFound, ConfigSkeleton, isNotFoundError } from './config-states';
import { KvmConfigurator } from './kvm-configurator';

/** /kvm-config/:serverId: one KVM plan with its OS options (storefront spec, section 2). */
export function KvmConfigPage() {
  const t = useT();
  const { serverId = '' } = useParams();
  const plan = useGetKvmPackageQuery({ id: serverId });
  const os = useListKvmPackageOsQuery({ id: serverId });

  const title = t('configure.kvmPage.title');
  const back = { to: '/servers', label: t('configure.kvmPage.back') };

  if (plan.error) {
    const notFound = isNotFoundError(plan.error);
    return (
      <ConfigMessageLayout header={<ConfigHeader title={title} back={back} />}>
        {notFound ? (
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
      </ConfigMessageLayout>
    );
  }

  const pkg = plan.data;
  if (!pkg || os.isLoading) {
    return (
      <ConfigShell header={<ConfigHeader title={title} back={back} />}>
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
          title={title}
          back={back}
          eyebrow={t('configure.kvmPage.eyebrow', { line: lineLabel(pkg.line, t) })}
          subtitle={
            <Trans
              i18nKey="configure.kvmPage.subtitle"
              values={{ name: pkg.displayname }}
              components={{ strong: <span className="font-semibold text-ink" /> }}
            />
          }
        />
      }
    />
  );
}
