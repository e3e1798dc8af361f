import { useAppDispatch, useAppSelector } from '../hooks';
import { selectVatEnabled, vatToggled } from '../../features/vat/vat-slice';
import { Switch } from '../../components/ui/switch';

/** The footer's VAT ON/OFF switch: catalog prices with or without 15% VAT (remembered by the vat slice). */
export function VatSwitch() {
  const enabled = useAppSelector(selectVatEnabled);
  const dispatch = useAppDispatch();
  return (
    <div>
      <Switch
        label="VAT"
        stateLabels={['ON', 'OFF']}
        tone="inverse"
        checked={enabled}
        onCheckedChange={() => dispatch(vatToggled())}
      />
      <p className="mt-2 text-sm text-brand-200">
        {enabled ? 'Prices include 15% VAT.' : 'Prices are shown without VAT.'}
      </p>
    </div>
  );
}
