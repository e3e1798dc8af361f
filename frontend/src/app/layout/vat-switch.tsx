import { useAppDispatch, useAppSelector } from '../hooks';
import { selectVatEnabled, vatToggled } from '../../features/vat/vat-slice';
import { Switch } from '../../components/ui/switch';
import { useT } from '../../i18n';

/** The footer's VAT ON/OFF switch: catalog prices with or without 15% VAT (remembered by the vat slice). */
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
        {enabled ? t('layout.vat.included') : t('layout.vat.excluded')}
      </p>
    </div>
  );
}
