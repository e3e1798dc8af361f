import { useId, useState, type FormEvent } from 'react';
import { useAdminHoldServiceMutation, type AdminService } from '../../../api';
import { Alert, Button, TextField } from '../../../components/ui';
import { addisLocalToIso } from '../discounts/discount-rules';
import { adminErrorMessage, formatAddisDate } from '../shared';

type Outcome = { tone: 'success' | 'danger'; message: string } | null;

/**
 * Hold a service until a day (POST /admin/services/{id}/hold, issue 25): before the end of that
 * day in Addis Ababa the lifecycle neither suspends nor terminates it. The server refuses a day
 * already past and a terminated service, in its own words.
 */
export function ServiceHoldForm({ service }: { service: AdminService }) {
  const titleId = useId();
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [hold, { isLoading }] = useAdminHoldServiceMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const until = addisLocalToIso(`${day}T23:59`);
    setProblem(until ? null : 'Choose the day the hold ends.');
    if (!until || isLoading) return;
    setOutcome(null);
    try {
      const held = await hold({ id: service.id, serviceHoldRequest: { until } }).unwrap();
      setOutcome({
        tone: 'success',
        message: `On hold until ${formatAddisDate(held.holdUntil ?? until)}: no automatic suspension or termination before then.`,
      });
    } catch (error) {
      setOutcome({ tone: 'danger', message: adminErrorMessage(error, 'The hold could not be set.') });
    }
  }

  return (
    <section aria-labelledby={titleId} className="rounded-card border border-line p-4">
      <h3 id={titleId} className="font-semibold text-ink">
        Hold
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        {service.holdUntil
          ? `On hold until ${formatAddisDate(service.holdUntil)}. A new day replaces it.`
          : 'Keep the lifecycle from suspending or terminating this service until a day, e.g. while a payment is sorted out.'}
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          className="sm:w-56"
          label="Hold until (end of day, Addis Ababa)"
          type="date"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          error={problem ?? undefined}
        />
        <Button type="submit" variant="outline" loading={isLoading}>
          Hold service
        </Button>
      </form>
      {outcome && (
        <Alert tone={outcome.tone} className="mt-3">
          {outcome.message}
        </Alert>
      )}
    </section>
  );
}
