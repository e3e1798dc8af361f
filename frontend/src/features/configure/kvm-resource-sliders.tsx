import {
  EXTRA_IPV4_SANTIM_PER_30_DAYS,
  EXTRA_TB_SANTIM_PER_30_DAYS,
  santimToEtb,
  type KvmSliders,
} from '@shop/domain';
import { formatMoney, useLocale, useT } from '../../i18n';
import type { Translate } from '../../lib/game-labels';
import { ConfigSliderField } from './config-slider-field';
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
      <ConfigSliderField
        label={t('configure.resources.ipv4Label')}
        value={choice.ipv4}
        onChange={(ipv4) => onChange({ ipv4 })}
        bounds={bounds.ipv4}
        formatValue={(count) => formatAddresses(count, t)}
        hint={
          included > 0
            ? t('configure.resources.ipv4Included', { count: included, price: ipv4Price })
            : t('configure.resources.ipv4None', { price: ipv4Price })
        }
      />
      <ConfigSliderField
        label={t('configure.resources.bandwidthLabel')}
        value={choice.traffic}
        onChange={(traffic) => onChange({ traffic })}
        bounds={bounds.traffic}
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
