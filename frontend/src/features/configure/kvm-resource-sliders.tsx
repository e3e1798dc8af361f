import {
  EXTRA_IPV4_SANTIM_PER_30_DAYS,
  EXTRA_TB_SANTIM_PER_30_DAYS,
  formatPrice,
  santimToEtb,
  type KvmSliders,
} from '@shop/domain';
import { Slider } from '../../components/ui';
import type { KvmChoice } from './kvm-configuration';

export function formatAddresses(count: number): string {
  return `${count} ${count === 1 ? 'address' : 'addresses'}`;
}

export function formatTb(tb: number): string {
  return `${tb} TB`;
}

const IPV4_PRICE = formatPrice(santimToEtb(EXTRA_IPV4_SANTIM_PER_30_DAYS));
const TB_PRICE = formatPrice(santimToEtb(EXTRA_TB_SANTIM_PER_30_DAYS));

export type KvmResourceSlidersProps = {
  /** domain's kvmSliderBounds for the plan. */
  bounds: KvmSliders;
  choice: KvmChoice;
  onChange: (change: Partial<KvmChoice>) => void;
};

/** IPv4 addresses (included count to 10) and bandwidth (included TB to 10, fixed when 10 are included). */
export function KvmResourceSliders({ bounds, choice, onChange }: KvmResourceSlidersProps) {
  const included = bounds.ipv4.min;
  return (
    <>
      <Slider
        label="IPv4 addresses"
        value={choice.ipv4}
        onValueChange={(ipv4) => onChange({ ipv4 })}
        min={bounds.ipv4.min}
        max={bounds.ipv4.max}
        step={bounds.ipv4.step}
        formatValue={formatAddresses}
        hint={
          included > 0
            ? `${formatAddresses(included)} included. Each extra address costs ${IPV4_PRICE} per 30 days.`
            : `No IPv4 address included. Each address costs ${IPV4_PRICE} per 30 days.`
        }
      />
      <Slider
        label="Bandwidth"
        value={choice.traffic}
        onValueChange={(traffic) => onChange({ traffic })}
        min={bounds.traffic.min}
        max={bounds.traffic.max}
        step={bounds.traffic.step}
        disabled={bounds.traffic.disabled}
        formatValue={formatTb}
        hint={
          bounds.traffic.disabled
            ? `This plan already includes the maximum of ${formatTb(bounds.traffic.min)} per month.`
            : `${formatTb(bounds.traffic.min)} included per month. Each extra TB costs ${TB_PRICE} per 30 days.`
        }
      />
    </>
  );
}
