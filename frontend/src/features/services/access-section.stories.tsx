import { SAMPLE_SSH_KEYS } from '@shop/domain/ssh-key-samples';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { setMockSettings } from '../../mocks';
import { DEMO_SESSION } from '../../mocks/fixtures';
import { AccessSection } from './access-section';
import { detailsOf, SERVICE_IDS } from './service-fixtures';

/**
 * Access on a service's details (issue 39): the hostname, the keys it was built with, and the root
 * password reset with its two ways, in English and Amharic. The reset goes to the shared mock
 * backend (its simulated guest agent answers unless `guestAgentDown`).
 */

const text = (key: string) => (i18n.t as (key: string) => string)(key);

const withKeys = () =>
  detailsOf(SERVICE_IDS.kvm, {
    hostname: 'web1.example.com',
    sshKeys: [{ name: 'Laptop', type: 'ssh-ed25519', fingerprint: SAMPLE_SSH_KEYS.ed25519.fingerprint }],
  });

const meta = {
  title: 'Services/Access',
  component: AccessSection,
  parameters: { store: { auth: DEMO_SESSION } },
  args: { details: withKeys() },
  decorators: [(Story) => <div className="max-w-2xl bg-canvas p-4">{Story()}</div>],
} satisfies Meta<typeof AccessSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithKeys: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('web1.example.com')).toBeVisible();
    await expect(canvas.getByText(SAMPLE_SSH_KEYS.ed25519.fingerprint)).toBeVisible();
  },
};

export const WithoutKeys: Story = {
  args: { details: detailsOf(SERVICE_IDS.kvm, { hostname: 'package-starter-1a2b3c4d', sshKeys: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('access.section.noKeys'))).toBeVisible();
  },
};

export const ResetAsked: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('access.reset.button') }));
    const dialog = within(document.body).getByRole('dialog');
    await expect(dialog).toHaveTextContent(text('access.reset.title'));
  },
};

export const PasswordShownOnce: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('access.reset.button') }));
    await userEvent.click(within(document.body).getByRole('button', { name: text('access.reset.confirm') }));
    await expect(await canvas.findByText(text('access.reset.shownOnce'))).toBeVisible();
    await expect((await canvas.findByTestId('new-root-password')).textContent?.length).toBeGreaterThanOrEqual(
      20,
    );
  },
};

export const AgentDown: Story = {
  beforeEach: () => setMockSettings({ guestAgentDown: true }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('access.reset.button') }));
    const body = within(document.body);
    await userEvent.click(body.getByRole('button', { name: text('access.reset.confirm') }));
    await expect(await body.findByRole('button', { name: text('access.reset.restartAndSet') })).toBeVisible();
    await expect(body.getByRole('dialog')).toHaveTextContent(text('access.reset.agentDownTitle'));
  },
};

export const AgentDownAccepted: Story = {
  beforeEach: () => setMockSettings({ guestAgentDown: true }),
  play: async (context) => {
    await AgentDown.play!(context);
    const body = within(document.body);
    await context.userEvent.click(body.getByRole('button', { name: text('access.reset.restartAndSet') }));
    await expect(await context.canvas.findByTestId('new-root-password')).toBeVisible();
  },
};

export const Phone: Story = { ...WithKeys, globals: { viewport: { value: 'mobile360', isRotated: false } } };

const am = { locale: 'am' };
export const AmharicWithKeys: Story = { ...WithKeys, globals: am };
export const AmharicWithoutKeys: Story = { ...WithoutKeys, globals: am };
export const AmharicResetAsked: Story = { ...ResetAsked, globals: am };
export const AmharicPasswordShownOnce: Story = { ...PasswordShownOnce, globals: am };
export const AmharicAgentDown: Story = { ...AgentDown, globals: am };
export const AmharicAgentDownAccepted: Story = { ...AgentDownAccepted, globals: am };
