import { Bell, CircleCheck, Cog, HardDrive, Save, ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../../components/ui';
import { SETTINGS_DEFAULTS, SETTINGS_SAVED, type SettingsValues } from './settings-defaults';
import { GeneralSettings, NotificationSettings, SecuritySettings, SystemSettings } from './settings-fields';
import { useSimulatedSave } from './use-simulated-save';

const TABS = [
  { value: 'general', label: 'General', icon: Cog, Fields: GeneralSettings },
  { value: 'notifications', label: 'Notifications', icon: Bell, Fields: NotificationSettings },
  { value: 'security', label: 'Security', icon: ShieldCheck, Fields: SecuritySettings },
  { value: 'system', label: 'System', icon: HardDrive, Fields: SystemSettings },
] as const;

export type SettingsPageProps = {
  /** The tab shown first (stories of each tab). */
  defaultTab?: (typeof TABS)[number]['value'];
};

/**
 * Settings (spec 2.8): four tabs of placeholder fields. Save sends nothing: it waits one second,
 * then shows 'Settings saved!' for three. The bounds in the hints are not enforced.
 */
export function SettingsPage({ defaultTab = 'general' }: SettingsPageProps) {
  // One form over the four tabs: a tab's values stay when another is shown.
  const { register, control, handleSubmit } = useForm<SettingsValues>({ defaultValues: SETTINGS_DEFAULTS });
  const { state, save } = useSimulatedSave();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Settings"
        subtitle="Shop-wide preferences. These are placeholders: nothing is stored yet."
      />
      {/* The tabs sit above the card, so all four fit across a phone. */}
      <form noValidate onSubmit={handleSubmit(save)}>
        <Tabs defaultValue={defaultTab}>
          <TabsList aria-label="Settings sections">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon className="hidden size-4 sm:block" aria-hidden="true" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <Card className="mt-6">
            <CardContent>
              {TABS.map(({ value, Fields }) => (
                <TabsContent key={value} value={value} className="mt-0!">
                  <Fields register={register} control={control} />
                </TabsContent>
              ))}
            </CardContent>
            <CardFooter className="justify-between">
              {/* Always present, so the confirmation is announced when it appears. */}
              <p
                role="status"
                className="flex min-h-10 flex-1 items-center gap-2 text-sm font-semibold whitespace-nowrap text-success-700"
              >
                {state === 'saved' && (
                  <>
                    <CircleCheck className="size-5" aria-hidden="true" />
                    {SETTINGS_SAVED}
                  </>
                )}
              </p>
              <Button type="submit" loading={state === 'saving'}>
                {state !== 'saving' && <Save className="size-4" aria-hidden="true" />}
                {state === 'saving' ? 'Saving…' : 'Save Settings'}
              </Button>
            </CardFooter>
          </Card>
        </Tabs>
      </form>
    </div>
  );
}
