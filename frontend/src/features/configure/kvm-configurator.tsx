import { SELECT_OS_MESSAGE, defaultOs, kvmSliderBounds, sortOsOptions } from '@shop/domain';
import { useMemo, useState, type ReactNode } from 'react';
import type { KvmPackage, OsOption } from '../../api';
import { useAppSelector } from '../../app/hooks';
import { Alert, Button } from '../../components/ui';
import { selectPendingConfiguration } from '../checkout';
import { selectVatEnabled } from '../vat';
import { CheckoutAction } from './checkout-action';
import { ConfigLayout } from './config-layout';
import { ConfigSection } from './config-section';
import { DurationSlider } from './duration-slider';
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
  /** The page's back link and h1 (see ConfigHeader). */
  header: ReactNode;
};

/**
 * The KVM choices of one plan. Starts from domain's defaults (or the stored choices for the same
 * plan); the OS is the customer's pick when there is one, else domain's defaultOs (the first Linux).
 */
export function KvmConfigurator({ pkg, osOptions, osError, header }: KvmConfiguratorProps) {
  const pending = useAppSelector(selectPendingConfiguration);
  const vatOn = useAppSelector(selectVatEnabled);
  const continueToCheckout = useContinueToCheckout();
  const bounds = useMemo(() => kvmSliderBounds(pkg), [pkg]);
  const [choice, setChoice] = useState<KvmChoice>(() => initialKvmChoice(pkg, pending));
  const [pickedOsId, setPickedOsId] = useState<string | null>(() => storedOsId(pkg, pending));
  const [alert, setAlert] = useState<string | null>(null);

  const sortedOs = useMemo(() => sortOsOptions(osOptions), [osOptions]);
  const os = sortedOs.find((o) => o.id === pickedOsId) ?? defaultOs(sortedOs);
  const quote = useMemo(() => quoteKvm(pkg, choice), [pkg, choice]);

  const change = (next: Partial<KvmChoice>) => setChoice((current) => ({ ...current, ...next }));
  const onContinue = () => {
    if (!os) {
      setAlert(SELECT_OS_MESSAGE);
      return;
    }
    setAlert(null);
    continueToCheckout(pendingKvmConfiguration(pkg, os, choice, quote.breakdown));
  };

  const options = (
    <>
      <ConfigSection step={1} title="Operating system" description="The image your server starts with.">
        {osError ? (
          <Alert
            tone="danger"
            title="Operating systems could not be loaded"
            actions={
              <Button variant="outline" size="sm" onClick={osError.retry}>
                Try again
              </Button>
            }
          >
            {osError.message}
          </Alert>
        ) : (
          <OsSelect
            options={sortedOs}
            value={os?.id ?? ''}
            invalid={alert !== null && !os}
            onChange={(id) => {
              setPickedOsId(id);
              setAlert(null);
            }}
          />
        )}
      </ConfigSection>
      <ConfigSection step={2} title="Resources" description="Add IPv4 addresses or monthly bandwidth.">
        <KvmResourceSliders bounds={bounds} choice={choice} onChange={change} />
      </ConfigSection>
      <ConfigSection step={3} title="Billing period" description="How long you pay for, in one payment.">
        <DurationSlider
          value={choice.duration}
          onChange={(duration) => change({ duration })}
          longTermDiscount
        />
      </ConfigSection>
    </>
  );

  const summary = (
    <KvmOrderSummary
      pkg={pkg}
      os={os}
      choice={choice}
      quote={quote}
      vatOn={vatOn}
      footer={<CheckoutAction alert={alert} onDismissAlert={() => setAlert(null)} onContinue={onContinue} />}
    />
  );

  return <ConfigLayout header={header} options={options} summary={summary} />;
}
