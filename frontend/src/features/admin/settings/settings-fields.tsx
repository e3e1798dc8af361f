import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { Select, Switch, TextField } from '../../../components/ui';
import {
  BACKUP_OPTIONS,
  CURRENCY_OPTIONS,
  TIME_ZONE_OPTIONS,
  type SettingsValues,
} from './settings-defaults';

type TabProps = { register: UseFormRegister<SettingsValues>; control: Control<SettingsValues> };
type ToggleName = 'notifyNewOrders' | 'notifyPayments' | 'notifyExpiry' | 'requireStrongPasswords';

function Toggle({
  control,
  name,
  label,
  hint,
}: {
  control: Control<SettingsValues>;
  name: ToggleName;
  label: string;
  hint: string;
}) {
  return (
    <div className="py-3.5 first:pt-0">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            label={label}
            checked={field.value}
            onCheckedChange={field.onChange}
            className="w-full justify-between"
          />
        )}
      />
      <p className="mt-1 text-sm text-ink-subtle">{hint}</p>
    </div>
  );
}

export function GeneralSettings({ register }: TabProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label="Site Name" {...register('siteName')} />
      <TextField label="Support Email" type="email" {...register('supportEmail')} />
      <Select label="Currency" options={CURRENCY_OPTIONS} {...register('currency')} />
      <Select label="Time Zone" options={TIME_ZONE_OPTIONS} {...register('timeZone')} />
    </div>
  );
}

export function NotificationSettings({ control }: TabProps) {
  return (
    <div className="divide-y divide-line">
      <Toggle
        control={control}
        name="notifyNewOrders"
        label="New orders"
        hint="E-mail the admins when an order is placed."
      />
      <Toggle
        control={control}
        name="notifyPayments"
        label="Payment reports"
        hint="E-mail the admins when a customer reports a payment."
      />
      <Toggle
        control={control}
        name="notifyExpiry"
        label="Expiry reminders"
        hint="Remind customers before their services expire."
      />
    </div>
  );
}

export function SecuritySettings({ register, control }: TabProps) {
  return (
    <div className="grid gap-5">
      <TextField
        label="Session Timeout (minutes)"
        type="number"
        inputMode="numeric"
        hint="Between 5 and 480 minutes."
        className="sm:max-w-xs"
        {...register('sessionTimeoutMinutes')}
      />
      <Toggle
        control={control}
        name="requireStrongPasswords"
        label="Require strong passwords"
        hint="At least 8 characters with letters and numbers."
      />
    </div>
  );
}

export function SystemSettings({ register }: TabProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Select label="Backup Frequency" options={BACKUP_OPTIONS} {...register('backupFrequency')} />
      <TextField
        label="Log Retention (days)"
        type="number"
        inputMode="numeric"
        hint="Between 7 and 365 days."
        {...register('logRetentionDays')}
      />
      <TextField
        label="API Rate Limit (requests per minute)"
        type="number"
        inputMode="numeric"
        hint="Between 10 and 1000 per minute."
        {...register('apiRateLimitPerMinute')}
      />
    </div>
  );
}
