import { BadgePercent, TicketCheck } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button, Card, CardContent, CardHeader, TextField } from '../../components/ui';
import { useLocale, useT, type Locale } from '../../i18n';
import type { CouponError, CouponState } from './use-coupon';

export type CouponSectionProps = { coupon: CouponState; disabled?: boolean };

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The plans a code is for, as the language lists alternatives: 'Small, Starter, or Boost'. */
function planList(names: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(names.map(capitalise));
}

/** Enter a code and Apply; once applied, the code and its percent with a Remove action. */
export function CouponSection({ coupon, disabled = false }: CouponSectionProps) {
  const t = useT();
  const locale = useLocale();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void coupon.apply();
  };

  const errorText = (error: CouponError | null): string | null => {
    if (!error) return null;
    switch (error.kind) {
      case 'empty':
        return t('checkout.coupon.empty');
      case 'invalid':
        return t('checkout.coupon.invalid');
      case 'checkFailed':
        return t('checkout.coupon.checkFailed');
      case 'restricted':
        return t('checkout.coupon.restricted', { names: planList(error.allowedNames, locale) });
      case 'server':
        return error.message;
    }
  };

  return (
    <Card>
      <CardHeader title={t('checkout.coupon.title')} description={t('checkout.coupon.description')} />
      <CardContent>
        {coupon.applied ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-control border border-success-200 bg-success-50 px-4 py-3">
            <div className="flex min-w-0 items-center gap-3">
              <TicketCheck className="size-5 shrink-0 text-success-700" aria-hidden="true" />
              <p className="text-sm text-success-800" role="status">
                <span className="font-mono font-semibold tracking-wide">{coupon.applied.code}</span>{' '}
                {t('checkout.coupon.applied')}{' '}
                <span className="font-semibold">
                  {t('checkout.coupon.percentOff', { percent: coupon.applied.discount })}
                </span>
              </p>
            </div>
            <Button variant="ghost" size="sm" onClick={coupon.remove} disabled={disabled}>
              {t('checkout.coupon.remove')}
              <span className="sr-only">
                {' '}
                {t('checkout.coupon.removeContext', { code: coupon.applied.code })}
              </span>
            </Button>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              label={t('checkout.coupon.label')}
              hideLabel
              name="coupon"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t('checkout.coupon.placeholder')}
              value={coupon.input}
              onChange={(e) => coupon.setInput(e.target.value)}
              error={errorText(coupon.error)}
              leading={<BadgePercent />}
              inputClassName="font-mono tracking-wide uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
              className="flex-1"
              disabled={disabled}
            />
            <Button type="submit" variant="outline" loading={coupon.checking} disabled={disabled}>
              {t('checkout.coupon.apply')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
