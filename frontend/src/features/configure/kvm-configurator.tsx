import { defaultOs, kvmSliderBounds, sortOsOptions } from '@shop/domain';
import { useMemo, useState } from 'react';
import type { KvmPackage, OsOption } from '../../api';
import { useAppSelector } from '../../store/hooks';
import { LoadErrorAlert } from '../../components/ui';
import { useT } from '../../i18n';
import { selectPendingConfiguration } from '../../store/checkout-slice';
import { selectVatEnabled } from '../../store/vat-slice';
import { CheckoutAction } from './checkout-action';
import { ConfigColumns } from './config-layout';
import { ConfigSection } from './config-section';
import { BillingSection } from './duration-slider';
import {
  initialKvmChoice,
  pendingKvmConfiguration,
  quoteKvm,
  storedOsId,
  type KvmChoice,
} from './kvm-configuration';
import { KvmOrderSummary } from './kvm-order-summary';
import { KvmResourceSliders } from './kvm-resource-sliders';
import { OsSelect } from './os-select';
import { useContinueToCheckout } from './use-continue-to-checkout';

export type KvmConfiguratorProps = {
  pkg: KvmPackage;
  osOptions: readonly OsOption[];
  /** The OS list could not be loaded: its message, and a retry. */
  osError?: { message: string; retry: () => void } | null;
};

/**
 * The KVM choices of one plan. Starts from domain's defaults (or the stored choices for the same
 * plan); the OS is the customer's pick when there is one, else domain's defaultOs (the first Linux).
 */
export function KvmConfigurator({ pkg, osOptions, osError }: KvmConfiguratorProps) {
  const t = useT();
  const pending = useAppSelector(selectPendingConfiguration);
  const vatOn = useAppSelector(selectVatEnabled);
  const continueToCheckout = useContinueToCheckout();
  const bounds = useMemo(() => kvmSliderBounds(pkg), [pkg]);
  const [choice, setChoice] = useState<KvmChoice>(() => initialKvmChoice(pkg, pending));
  const [pickedOsId, setPickedOsId] = useState<string | null>(() => storedOsId(pkg, pending));
  // Whether the 'select an operating system' alert shows (domain's SELECT_OS_MESSAGE in English).
  const [alert, setAlert] = useState(false);

  const sortedOs = useMemo(() => sortOsOptions(osOptions), [osOptions]);
  const os = sortedOs.find((o) => o.id === pickedOsId) ?? defaultOs(sortedOs);
  const quote = useMemo(() => quoteKvm(pkg, choice), [pkg, choice]);

  const change = (next: Partial<KvmChoice>) => setChoice((current) => ({ ...current, ...next }));
  const onContinue = () => {
    if (!os) {
      setAlert(true);
      return;
    }
    setAlert(false);
    continueToCheckout(pendingKvmConfiguration(pkg, os, choice, quote.breakdown));
  };

  const options = (
    <>
      <ConfigSection
        step={1}
        title={t('configure.kvmOptions.osTitle')}
        description={t('configure.kvmOptions.osDescription')}
      >
        {osError ? (
          <LoadErrorAlert
            title={t('configure.kvmOptions.osLoadFailed')}
            retryLabel={t('configure.states.retry')}
            onRetry={osError.retry}
          >
            {osError.message}
          </LoadErrorAlert>
        ) : (
          <OsSelect
            options={sortedOs}
            value={os?.id ?? ''}
            invalid={alert && !os}
            onChange={(id) => {
              setPickedOsId(id);
              setAlert(false);
            }}
          />
        )}
      </ConfigSection>
      <ConfigSection
        step={2}
        title={t('configure.kvmOptions.resourcesTitle')}
        description={t('configure.kvmOptions.resourcesDescription')}
      >
        <KvmResourceSliders bounds={bounds} choice={choice} onChange={change} />
      </ConfigSection>
      <BillingSection
        value={choice.duration}
        onChange={(duration) => change({ duration })}
        longTermDiscount
      />
    </>
  );

  const summary = (
    <KvmOrderSummary
      pkg={pkg}
      os={os}
      choice={choice}
      quote={quote}
      vatOn={vatOn}
      footer={
        <CheckoutAction
          alert={alert ? t('configure.validation.selectOs') : null}
          onDismissAlert={() => setAlert(false)}
          onContinue={onContinue}
        />
      }
    />
  );

  return <ConfigColumns options={options} summary={summary} />;
}
