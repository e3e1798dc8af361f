import { VAT_PERCENT } from '@shop/domain/money';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectVatEnabled, vatToggled } from '../../store/vat-slice';
import { Switch } from '../../components/ui/switch';
import { useT } from '../../i18n';

/**
 * The footer's VAT ON/OFF switch: catalog prices with or without VAT (remembered by the vat slice).
 * Its note says what it switches: checkout totals always include VAT.
 */
export function VatSwitch() {
  const t = useT();
  const enabled = useAppSelector(selectVatEnabled);
  const dispatch = useAppDispatch();
  return (
    <div>
      <Switch
        label={t('layout.vat.label')}
        stateLabels={[t('layout.vat.on'), t('layout.vat.off')]}
        tone="inverse"
        checked={enabled}
        onCheckedChange={() => dispatch(vatToggled())}
      />
      <p className="mt-2 text-sm text-brand-200">
        {t(enabled ? 'layout.vat.included' : 'layout.vat.excluded', { vatPercent: VAT_PERCENT })}
      </p>
    </div>
  );
}
