import { COMPANY_NAME_MAX, normalizeTin } from '@shop/domain';
import { useId, useState, type FormEvent } from 'react';
import { useUpdateMeMutation } from '../../api';
import { Alert, Button, Card, CardContent, CardHeader, TextField } from '../../components/ui';
import { usePrerendering } from '../../components/prerendering';
import { useT } from '../../i18n';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loggedIn, selectCurrentUser, selectToken } from '../../store/auth-slice';

type Outcome = { tone: 'success' | 'danger'; message: string } | null;

/**
 * The company name and TIN the customer's invoices name (PATCH /auth/me): both optional; the TIN
 * is checked as the server checks it (domain's normalizeTin) before it is sent. Prerendered (My
 * Orders' first paint), its fields are disabled: the app renders over that page, and what a customer
 * typed there before the app started would be lost.
 */
export function InvoiceDetailsCard() {
  const t = useT();
  const titleId = useId();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const token = useAppSelector(selectToken);
  const prerendering = usePrerendering();
  const [companyName, setCompanyName] = useState(user?.companyName ?? '');
  const [tin, setTin] = useState(user?.tin ?? '');
  const [touched, setTouched] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [updateMe, { isLoading }] = useUpdateMeMutation();
  const tinProblem = tin.trim() !== '' && normalizeTin(tin) === null ? t('orders.billing.tinInvalid') : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (tinProblem || isLoading) return;
    setOutcome(null);
    try {
      const updated = await updateMe({ updateMeRequest: { companyName, tin } }).unwrap();
      if (token) dispatch(loggedIn({ token, user: updated }));
      setCompanyName(updated.companyName ?? '');
      setTin(updated.tin ?? '');
      setOutcome({ tone: 'success', message: t('orders.billing.saved') });
    } catch (error) {
      setOutcome({
        tone: 'danger',
        message: (error as { message?: string }).message ?? t('common.download.failed'),
      });
    }
  }

  return (
    <Card className="mt-10">
      <form aria-labelledby={titleId} noValidate onSubmit={(event) => void submit(event)}>
        <CardHeader
          title={<span id={titleId}>{t('orders.billing.title')}</span>}
          description={t('orders.billing.text')}
        />
        <fieldset disabled={prerendering} className="contents">
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('orders.billing.companyName')}
              value={companyName}
              maxLength={COMPANY_NAME_MAX}
              autoComplete="organization"
              onChange={(event) => setCompanyName(event.target.value)}
            />
            <TextField
              label={t('orders.billing.tin')}
              hint={t('orders.billing.tinHint')}
              error={touched && tinProblem ? tinProblem : undefined}
              value={tin}
              inputMode="numeric"
              maxLength={20}
              autoComplete="off"
              onChange={(event) => setTin(event.target.value)}
              onBlur={() => setTouched(true)}
            />
            <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
              <Button type="submit" loading={isLoading}>
                {t('orders.billing.save')}
              </Button>
              {outcome && (
                <Alert tone={outcome.tone} className="flex-1">
                  {outcome.message}
                </Alert>
              )}
            </div>
          </CardContent>
        </fieldset>
      </form>
    </Card>
  );
}
