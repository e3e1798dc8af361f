import { CircleCheck, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Card, CardContent, CardFooter, PageHeader, Skeleton } from '../../../components/ui';
import { useAdminGetSettingsQuery, useAdminUpdateSettingsMutation, type AdminSettings } from '../../../api';
import { adminErrorMessage, LoadError } from '../shared';
import { ErrorBox } from '../discounts/error-box';
import { ConfigurationList } from './configuration-list';
import { SettingFields } from './setting-fields';
import {
  SETTINGS_LOAD_FAILED,
  SETTINGS_SAVE_FAILED,
  SETTINGS_SAVED,
  settingsFormValuesOf,
  settingsResolver,
  type SettingsFormValues,
} from './settings-form';

/**
 * Settings: the support contacts and payment accounts customers see, stored in the database
 * (audited; an empty field goes back to the environment's value), and the rest of the shop's
 * configuration read-only. Save shows the server's answer.
 */
export function SettingsPage() {
  const { data, error, isLoading, isFetching, refetch } = useAdminGetSettingsQuery();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Settings"
        subtitle="The contacts and payment accounts customers see. Empty fields use the server's environment."
      />
      {error ? (
        <LoadError
          title="Error Loading Settings"
          message={adminErrorMessage(error, SETTINGS_LOAD_FAILED)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : isLoading || !data ? (
        <div role="status" aria-label="Loading settings" className="flex flex-col gap-4">
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : (
        <>
          <SettingsForm settings={data} />
          <ConfigurationList items={data.configuration} />
        </>
      )}
    </div>
  );
}

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const [update] = useAdminUpdateSettingsMutation();
  const [current, setCurrent] = useState(settings);
  const [outcome, setOutcome] = useState<{ saved: true } | { error: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SettingsFormValues>({
    resolver: settingsResolver,
    defaultValues: settingsFormValuesOf(settings),
  });

  const submit = handleSubmit(async (body) => {
    setOutcome(null);
    try {
      const saved = await update({ adminSettingsUpdate: body }).unwrap();
      setCurrent(saved);
      reset(settingsFormValuesOf(saved));
      setOutcome({ saved: true });
    } catch (failure) {
      setOutcome({ error: adminErrorMessage(failure, SETTINGS_SAVE_FAILED) });
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Card>
        <CardContent className="flex flex-col gap-6">
          {outcome && 'error' in outcome && (
            <ErrorBox message={outcome.error} onDismiss={() => setOutcome(null)} />
          )}
          <SettingFields settings={current} register={register} errors={errors} />
        </CardContent>
        <CardFooter className="justify-between gap-4">
          {/* Always present, so the confirmation is announced when it appears. */}
          <p
            role="status"
            className="flex min-h-10 flex-1 items-center gap-2 text-sm font-semibold text-success-700"
          >
            {outcome && 'saved' in outcome && (
              <>
                <CircleCheck className="size-5" aria-hidden="true" />
                {SETTINGS_SAVED}
              </>
            )}
          </p>
          <Button type="submit" loading={isSubmitting}>
            {!isSubmitting && <Save className="size-4" aria-hidden="true" />}
            {isSubmitting ? 'Saving…' : 'Save Settings'}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
