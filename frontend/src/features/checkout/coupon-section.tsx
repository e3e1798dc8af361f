import { BadgePercent, TicketCheck } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button, Card, CardContent, CardHeader, TextField } from '../../components/ui';
import type { CouponState } from './use-coupon';

export type CouponSectionProps = { coupon: CouponState; disabled?: boolean };

/** Enter a code and Apply; once applied, the code and its percent with a Remove action. */
export function CouponSection({ coupon, disabled = false }: CouponSectionProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void coupon.apply();
  };

  return (
    <Card>
      <CardHeader title="Coupon code" description="Have a promotion code? Apply it before you order." />
      <CardContent>
        {coupon.applied ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-control border border-success-200 bg-success-50 px-4 py-3">
            <div className="flex min-w-0 items-center gap-3">
              <TicketCheck className="size-5 shrink-0 text-success-700" aria-hidden="true" />
              <p className="text-sm text-success-800" role="status">
                <span className="font-mono font-semibold tracking-wide">{coupon.applied.code}</span> applied:{' '}
                <span className="font-semibold">{coupon.applied.discount}% off</span>
              </p>
            </div>
            <Button variant="ghost" size="sm" onClick={coupon.remove} disabled={disabled}>
              Remove<span className="sr-only"> coupon {coupon.applied.code}</span>
            </Button>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              label="Coupon code"
              hideLabel
              name="coupon"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="Enter coupon code"
              value={coupon.input}
              onChange={(e) => coupon.setInput(e.target.value)}
              error={coupon.error}
              leading={<BadgePercent />}
              inputClassName="font-mono tracking-wide uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
              className="flex-1"
              disabled={disabled}
            />
            <Button type="submit" variant="outline" loading={coupon.checking} disabled={disabled}>
              Apply
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
