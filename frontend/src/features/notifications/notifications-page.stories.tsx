import type { Meta, StoryObj } from '@storybook/react';
import type { HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { NotificationSettings } from '../../api';
import { i18n } from '../../i18n';
import { DEMO_SESSION } from '../../mocks/fixtures';
import {
  answerNotifications,
  CUSTOMER_PHONE,
  linkedSettings,
  noTelegramSettings,
  notificationSettings,
  saveFails,
  saveHangs,
  settingsFail,
  settingsLoading,
  TELEGRAM_URL,
} from './notifications-fixtures';
import { NotificationsPage } from './notifications-page';

/**
 * The Notifications page in every state, in English and in Amharic (the `Amharic…` stories), at
 * 1280 px and on a 360 px phone. The plays find texts through the catalogue (`i18n.t`), so one
 * play checks a state in both languages. The page's calls are answered by the story
 * (notifications-fixtures.ts), in front of the shared mock backend.
 */

/** The page's calls answered from `settings` (a fresh copy per story), `first` before them. */
const answer = (settings: NotificationSettings, first: HttpHandler[] = []) => ({
  msw: { handlers: [...first, ...answerNotifications(settings).handlers] },
});
/** A catalogue text in the story's language. */
const text = (key: string, values?: Record<string, string>) =>
  (i18n.t as (key: string, values?: Record<string, string>) => string)(key, values);

const meta = {
  title: 'Account/Notifications',
  component: NotificationsPage,
  parameters: {
    route: '/account/notifications',
    store: { auth: DEMO_SESSION },
    ...answer(notificationSettings()),
  },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile360', isRotated: false } };

export const Loading: Story = {
  parameters: { msw: { handlers: settingsLoading() } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: text('notifications.page.loading') }),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: settingsFail() } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text('notifications.page.loadFailed'));
    await expect(within(alert).getByRole('button', { name: text('common.actions.tryAgain') })).toBeVisible();
  },
};

export const TelegramNotOffered: Story = {
  parameters: answer(noTelegramSettings()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('notifications.telegram.notOffered'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('notifications.telegram.connect') })).toBeNull();
    await expect(
      canvas.queryByRole('checkbox', { name: text('notifications.preferences.channels.telegram') }),
    ).toBeNull();
  },
};

export const NotLinked: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: text('notifications.telegram.connect') }),
    ).toBeVisible();
    const payments = within(
      canvas.getByRole('group', { name: text('notifications.preferences.kinds.payments.title') }),
    );
    const telegram = payments.getByRole('checkbox', {
      name: text('notifications.preferences.channels.telegram'),
    });
    await expect(telegram).toBeDisabled();
    await expect(telegram).toHaveAccessibleDescription(text('notifications.preferences.telegramOff'));
  },
};

export const LinkCreated: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: text('notifications.telegram.connect') }),
    );
    const open = await canvas.findByRole('link', { name: text('notifications.telegram.open') });
    await expect(open).toHaveAttribute('href', TELEGRAM_URL);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText(text('notifications.telegram.validFor'))).toBeVisible();
    await expect(canvas.getByText(text('notifications.telegram.waiting'))).toBeVisible();
  },
};

export const Linked: Story = {
  parameters: answer(linkedSettings()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('notifications.telegram.connected'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text('notifications.telegram.disconnect') }),
    ).toBeVisible();
  },
};

export const SmsNotOffered: Story = {
  parameters: answer(linkedSettings({ sms: { available: false } })),
  play: async ({ canvas }) => {
    const renewals = within(
      await canvas.findByRole('group', { name: text('notifications.preferences.kinds.renewals.title') }),
    );
    const sms = renewals.getByRole('checkbox', { name: text('notifications.preferences.channels.sms') });
    await expect(sms).toBeDisabled();
    await expect(sms).toHaveAccessibleDescription(text('notifications.preferences.smsOff'));
  },
};

export const SmsOfferedWithPhone: Story = {
  parameters: answer(
    linkedSettings({
      preferences: {
        payments: { email: true, telegram: true },
        servers: { email: true, telegram: true },
        renewals: { email: true, telegram: true, sms: true },
      },
    }),
  ),
  play: async ({ canvas }) => {
    const renewals = within(
      await canvas.findByRole('group', { name: text('notifications.preferences.kinds.renewals.title') }),
    );
    const sms = renewals.getByRole('checkbox', { name: text('notifications.preferences.channels.sms') });
    await expect(sms).toBeChecked();
    await expect(sms).toHaveAccessibleDescription(
      text('notifications.preferences.smsTo', { phone: CUSTOMER_PHONE }),
    );
    const payments = within(
      canvas.getByRole('group', { name: text('notifications.preferences.kinds.payments.title') }),
    );
    await expect(
      payments.queryByRole('checkbox', { name: text('notifications.preferences.channels.sms') }),
    ).toBeNull();
  },
};

/** Ticks SMS for renewals and presses Save. */
const tickSmsAndSave: Story['play'] = async ({ canvas, userEvent }) => {
  const renewals = within(
    await canvas.findByRole('group', { name: text('notifications.preferences.kinds.renewals.title') }),
  );
  await userEvent.click(
    renewals.getByRole('checkbox', { name: text('notifications.preferences.channels.sms') }),
  );
  await userEvent.click(canvas.getByRole('button', { name: text('notifications.preferences.save') }));
};

export const Saving: Story = {
  parameters: answer(linkedSettings(), saveHangs()),
  play: async (context) => {
    await tickSmsAndSave(context);
    await waitFor(() =>
      expect(
        context.canvas.getByRole('button', { name: text('notifications.preferences.save') }),
      ).toBeDisabled(),
    );
  },
};

export const Saved: Story = {
  parameters: answer(linkedSettings()),
  play: async (context) => {
    await tickSmsAndSave(context);
    await expect(await context.canvas.findByText(text('notifications.preferences.saved'))).toBeVisible();
  },
};

export const SaveError: Story = {
  parameters: answer(linkedSettings(), saveFails('SMS is offered for renewals only.')),
  play: async (context) => {
    await tickSmsAndSave(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'SMS is offered for renewals only.',
    );
  },
};

export const DisconnectConfirmation: Story = {
  parameters: answer(linkedSettings()),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: text('notifications.telegram.disconnect') }),
    );
    // The dialog is portalled to the body, outside the canvas.
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: text('notifications.telegram.disconnectTitle') });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: text('common.actions.cancel') })).toBeVisible();
  },
};

const am = { locale: 'am' };
export const AmharicLoading: Story = { ...Loading, globals: am };
export const AmharicLoadError: Story = { ...LoadError, globals: am };
export const AmharicTelegramNotOffered: Story = { ...TelegramNotOffered, globals: am };
export const AmharicNotLinked: Story = { ...NotLinked, globals: am };
export const AmharicLinkCreated: Story = { ...LinkCreated, globals: am };
export const AmharicLinked: Story = { ...Linked, globals: am };
export const AmharicSmsNotOffered: Story = { ...SmsNotOffered, globals: am };
export const AmharicSmsOfferedWithPhone: Story = { ...SmsOfferedWithPhone, globals: am };
export const AmharicSaving: Story = { ...Saving, globals: am };
export const AmharicSaved: Story = { ...Saved, globals: am };
export const AmharicSaveError: Story = { ...SaveError, globals: am };
export const AmharicDisconnectConfirmation: Story = { ...DisconnectConfirmation, globals: am };

export const PhoneNotLinked: Story = { ...NotLinked, globals: phone };
export const PhoneLinkCreated: Story = { ...LinkCreated, globals: phone };
export const PhoneLinked: Story = { ...Linked, globals: phone };
export const PhoneSaved: Story = { ...Saved, globals: phone };
export const PhoneDisconnectConfirmation: Story = { ...DisconnectConfirmation, globals: phone };
export const AmharicPhoneNotLinked: Story = { ...NotLinked, globals: { ...am, ...phone } };
export const AmharicPhoneLinkCreated: Story = { ...LinkCreated, globals: { ...am, ...phone } };
export const AmharicPhoneLinked: Story = { ...Linked, globals: { ...am, ...phone } };
export const AmharicPhoneDisconnectConfirmation: Story = {
  ...DisconnectConfirmation,
  globals: { ...am, ...phone },
};
