import {
  EXTRA_IPV4_SANTIM_PER_30_DAYS,
  EXTRA_TB_SANTIM_PER_30_DAYS,
  santimToEtb,
  type KvmSliders,
} from '@shop/domain';
import { Slider } from '../../components/ui';
import { formatMoney, useLocale, useT } from '../../i18n';
import type { Translate } from '../catalog';
import type { KvmChoice } from './kvm-configuration';

/** '2 addresses', in the language now spoken. */
export function formatAddresses(count: number, t: Translate): string {
  return t('configure.units.addresses', { count });
}

/** '4 TB' (the unit reads the same in every language). */
export function formatTb(tb: number): string {
  return `${tb} TB`;
}

export type KvmResourceSlidersProps = {
  /** domain's kvmSliderBounds for the plan. */
  bounds: KvmSliders;
  choice: KvmChoice;
  onChange: (change: Partial<KvmChoice>) => void;
};

/** IPv4 addresses (included count to 10) and bandwidth (included TB to 10, fixed when 10 are included). */
export function KvmResourceSliders({ bounds, choice, onChange }: KvmResourceSlidersProps) {
  const t = useT();
  const locale = useLocale();
  const included = bounds.ipv4.min;
  const ipv4Price = formatMoney(santimToEtb(EXTRA_IPV4_SANTIM_PER_30_DAYS), locale);
  const tbPrice = formatMoney(santimToEtb(EXTRA_TB_SANTIM_PER_30_DAYS), locale);
  return (
    <>
      <Slider
        label={t('configure.resources.ipv4Label')}
        value={choice.ipv4}
        onValueChange={(ipv4) => onChange({ ipv4 })}
        min={bounds.ipv4.min}
        max={bounds.ipv4.max}
        step={bounds.ipv4.step}
        formatValue={(count) => formatAddresses(count, t)}
        hint={
          included > 0
            ? t('configure.resources.ipv4Included', { count: included, price: ipv4Price })
            : t('configure.resources.ipv4None', { price: ipv4Price })
        }
      />
      <Slider
        label={t('configure.resources.bandwidthLabel')}
        value={choice.traffic}
        onValueChange={(traffic) => onChange({ traffic })}
        min={bounds.traffic.min}
        max={bounds.traffic.max}
        step={bounds.traffic.step}
        disabled={bounds.traffic.disabled}
        formatValue={formatTb}
        hint={
          bounds.traffic.disabled
            ? t('configure.resources.bandwidthMax', { amount: formatTb(bounds.traffic.min) })
            : t('configure.resources.bandwidthIncluded', {
                amount: formatTb(bounds.traffic.min),
                price: tbPrice,
              })
        }
      />
    </>
  );
}
