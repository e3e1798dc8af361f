import { VAT_PERCENT } from '@shop/domain';
import { useT } from '../../i18n';

/** Whether a catalog price shown beside it includes VAT (it follows the footer's VAT switch). */
export function VatNote({ vatOn }: { vatOn: boolean }) {
  const t = useT();
  return (
    <span className="text-xs font-medium text-ink-subtle">
      {vatOn
        ? t('configure.summary.vatIncluded', { percent: VAT_PERCENT })
        : t('configure.summary.vatExcluded')}
    </span>
  );
}
