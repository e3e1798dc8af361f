import { VAT_PERCENT } from '@shop/domain';

/** Whether a catalog price shown beside it includes VAT (it follows the footer's VAT switch). */
export function VatNote({ vatOn }: { vatOn: boolean }) {
  return (
    <span className="text-xs font-medium text-ink-subtle">
      {vatOn ? `incl. ${VAT_PERCENT}% VAT` : 'excl. VAT'}
    </span>
  );
}
