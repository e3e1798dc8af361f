import { SAMPLE_PRIVATE_KEY_PASTE, SAMPLE_SSH_KEYS } from '@shop/domain/ssh-key-samples';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { DEMO_SESSION } from '../../mocks/fixtures';
import { SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import {
  answerSshKeys,
  CI_KEY,
  FULL_KEYS,
  LAPTOP_KEY,
  sshKeysFail,
  sshKeysLoading,
} from './ssh-keys-fixtures';
import { SshKeysPage } from './ssh-keys-page';

/**
 * The SSH keys page in every state, in English and in Amharic, at 1280 px and on a 360 px phone.
 * Adding runs against the shared mock backend, which checks keys with the BFF's domain rules.
 */

const text = (key: string, values?: Record<string, unknown>) =>
  (i18n.t as (key: string, values?: Record<string, unknown>) => string)(key, values);

const meta = {
  title: 'Account/SSH keys',
  component: SshKeysPage,
  parameters: {
    route: '/account/ssh-keys',
    store: { auth: DEMO_SESSION },
  },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof SshKeysPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile360', isRotated: false } };

export const Loading: Story = {
  parameters: { msw: { handlers: sshKeysLoading() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: text('access.sshKeys.loading') })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: sshKeysFail() } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text('access.sshKeys.loadFailed'));
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('access.sshKeys.empty'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('access.addKey.submit') })).toBeDisabled();
  },
};

export const WithKeys: Story = {
  parameters: { msw: { handlers: answerSshKeys([LAPTOP_KEY, CI_KEY]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(LAPTOP_KEY.fingerprint)).toBeVisible();
    await expect(canvas.getByText(CI_KEY.fingerprint)).toBeVisible();
  },
};

export const Added: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByLabelText(text('access.addKey.name'), { exact: false }),
      'Laptop',
    );
    await userEvent.click(canvas.getByLabelText(text('access.addKey.publicKey'), { exact: false }));
    await userEvent.paste(SAMPLE_SSH_KEYS.ed25519.line);
    await userEvent.click(canvas.getByRole('button', { name: text('access.addKey.submit') }));
    await expect(await canvas.findByText(SAMPLE_SSH_KEYS.ed25519.fingerprint)).toBeVisible();
    await expect(canvas.getByText(text('access.addKey.addedNotice', { name: 'Laptop' }))).toBeVisible();
  },
};

export const PrivateKeyRefused: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.type(await canvas.findByLabelText(text('access.addKey.name'), { exact: false }), 'Oops');
    await userEvent.click(canvas.getByLabelText(text('access.addKey.publicKey'), { exact: false }));
    await userEvent.paste(SAMPLE_PRIVATE_KEY_PASTE);
    await userEvent.click(canvas.getByRole('button', { name: text('access.addKey.submit') }));
    const message =
      globals.locale === 'am' ? SERVER_MESSAGES_AM.sshKeyPrivate : SERVER_MESSAGES.sshKeyPrivate;
    await expect(await canvas.findByText(message)).toBeVisible();
  },
};

export const DeleteAsked: Story = {
  parameters: { msw: { handlers: answerSshKeys([LAPTOP_KEY, CI_KEY]) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', {
        name: text('access.sshKeys.deleteNamed', { name: LAPTOP_KEY.name }),
      }),
    );
    const dialog = within(document.body).getByRole('dialog');
    await expect(dialog).toHaveTextContent(text('access.sshKeys.deleteTitle', { name: LAPTOP_KEY.name }));
  },
};

export const Full: Story = {
  parameters: { msw: { handlers: answerSshKeys(FULL_KEYS) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('access.sshKeys.full'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('access.addKey.submit') })).toBeNull();
  },
};

export const PhoneWithKeys: Story = { ...WithKeys, globals: phone };

const am = { locale: 'am' };
export const AmharicLoading: Story = { ...Loading, globals: am };
export const AmharicLoadError: Story = { ...LoadError, globals: am };
export const AmharicEmpty: Story = { ...Empty, globals: am };
export const AmharicWithKeys: Story = { ...WithKeys, globals: am };
export const AmharicAdded: Story = { ...Added, globals: am };
export const AmharicPrivateKeyRefused: Story = { ...PrivateKeyRefused, globals: am };
export const AmharicDeleteAsked: Story = { ...DeleteAsked, globals: am };
export const AmharicFull: Story = { ...Full, globals: am };
export const AmharicPhoneWithKeys: Story = { ...WithKeys, globals: { ...am, ...phone } };
