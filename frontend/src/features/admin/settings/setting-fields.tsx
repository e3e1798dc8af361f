import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui';
import type { AdminSettings } from '../../../api';
import { SETTING_GROUPS, SETTING_LABELS, type SettingsFormValues } from './settings-form';

const PLACEHOLDERS: Partial<Record<keyof SettingsFormValues, string>> = {
  supportTelegram: '@username',
  supportPhone: '+251 11 555 0100',
  supportHours: '16/7',
  telebirrNumber: '09xxxxxxxx',
};

/** The editable values in their two groups, each saying where its value comes from now. */
export function SettingFields({
  settings,
  register,
  errors,
}: {
  settings: AdminSettings;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}) {
  return (
    <>
      {SETTING_GROUPS.map((group) => (
        <fieldset key={group.title} className="flex flex-col gap-4">
          <legend className="mb-1 text-base font-semibold text-ink">{group.title}</legend>
          <p className="-mt-2 text-sm text-ink-muted">{group.description}</p>
          <div className="grid gap-5 sm:grid-cols-2">
            {group.keys.map((key) => {
              const entry = settings.values[key];
              const environment = entry.environment === '' ? 'none' : entry.environment;
              return (
                <TextField
                  key={key}
                  label={SETTING_LABELS[key]}
                  type={key === 'supportEmail' ? 'email' : 'text'}
                  placeholder={entry.source === 'environment' ? entry.value : PLACEHOLDERS[key]}
                  hint={
                    entry.source === 'database'
                      ? `Set in the console. Empty goes back to the environment's: ${environment}.`
                      : `From the environment: ${environment}. Type a value to replace it.`
                  }
                  error={errors[key]?.message}
                  {...register(key)}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}
