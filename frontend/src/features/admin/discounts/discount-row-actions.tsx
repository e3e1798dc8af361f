import { clsx } from 'clsx';
import { BarChart3, Pencil, Power, PowerOff } from 'lucide-react';
import { Button } from '../../../components/ui';
import type { DiscountCode } from '../../../api';
import { isDiscountExpired } from './discount-rules';

export type DiscountRowHandlers = {
  onStats: (code: DiscountCode) => void;
  onEdit: (code: DiscountCode) => void;
  onToggle: (code: DiscountCode) => void;
  /** The code whose toggle is being sent (its button spins; the others stay usable). */
  togglingId?: string | null;
};

/**
 * A code's actions (spec 2.9): view affiliate stats, edit, and Activate or Deactivate by its
 * isActive flag. An expired code offers no toggle (switched on it would still take no order): Edit,
 * to move its expiry, is what brings it back. In the table they are icons with tooltips (eight
 * columns must fit beside the sidebar); on a phone card every action has its words.
 */
export function DiscountRowActions({
  code,
  onStats,
  onEdit,
  onToggle,
  togglingId,
  compact = true,
}: DiscountRowHandlers & { code: DiscountCode; compact?: boolean }) {
  const toggleWord = code.isActive ? 'Deactivate' : 'Activate';
  const ToggleIcon = code.isActive ? PowerOff : Power;
  const iconOnly = compact ? 'w-8 px-0' : undefined;
  return (
    <div
      className={clsx(
        'flex items-center gap-1.5',
        compact ? 'justify-end' : 'flex-wrap gap-2 [&>*]:flex-1 [&>*]:basis-auto',
      )}
    >
      <Button
        variant="outline"
        size="sm"
        className={iconOnly}
        onClick={() => onStats(code)}
        aria-label={`View affiliate stats for ${code.code}`}
        title={compact ? 'View affiliate stats' : undefined}
      >
        <BarChart3 className="size-4" aria-hidden="true" />
        {!compact && 'Stats'}
      </Button>
      <Button
        variant="outline"
        size="sm"
        className={iconOnly}
        onClick={() => onEdit(code)}
        aria-label={isDiscountExpired(code) ? `Edit ${code.code} to move its expiry` : `Edit ${code.code}`}
        title={
          compact ? (isDiscountExpired(code) ? 'Edit: move its expiry to use it again' : 'Edit') : undefined
        }
      >
        <Pencil className="size-4" aria-hidden="true" />
        {!compact && 'Edit'}
      </Button>
      {!isDiscountExpired(code) && (
        <Button
          variant={code.isActive ? 'outline' : 'secondary'}
          size="sm"
          // In the table the word shows from 1536 px; below, the icon and its tooltip say it.
          className={clsx(
            code.isActive && 'text-danger-700!',
            compact && 'w-8 px-0 2xl:w-auto 2xl:min-w-32 2xl:px-3',
          )}
          onClick={() => onToggle(code)}
          loading={togglingId === code.id}
          aria-label={`${toggleWord} ${code.code}`}
          title={compact ? toggleWord : undefined}
        >
          {togglingId !== code.id && <ToggleIcon className="size-4" aria-hidden="true" />}
          <span className={compact ? 'hidden 2xl:inline' : undefined}>{toggleWord}</span>
        </Button>
      )}
    </div>
  );
}
