import type { Meta, StoryObj } from '@storybook/react';
import { SERVER_MESSAGES } from '@shop/domain';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { DEMO_SESSION } from '../../../mocks/fixtures';
import { closingSocket, gameSocket, stuckSocket, terminalSocket } from '../../../mocks/console-socket';
import { SERVICE_IDS } from '../service-fixtures';
import { ConsolePanel } from './console-panel';
import { ConsoleSocketContext, type ConsoleSocketFactory } from './console-socket';

const withSockets = (factory: () => unknown) => ({ consoleSocket: factory });

const meta = {
  title: 'Services/Console',
  component: ConsolePanel,
  args: { serviceId: SERVICE_IDS.kvm, family: 'KVM', currentStatus: 'running' },
  parameters: { store: { auth: DEMO_SESSION }, ...withSockets(terminalSocket()) },
  decorators: [
    (Story, { parameters }) => (
      <ConsoleSocketContext.Provider value={parameters.consoleSocket as ConsoleSocketFactory}>
        <div className="max-w-3xl bg-canvas p-4">{Story()}</div>
      </ConsoleSocketContext.Provider>
    ),
  ],
} satisfies Meta<typeof ConsolePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before opening: the kinds of a KVM server, Terminal chosen. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Terminal' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('button', { name: 'Open the Terminal' })).toBeEnabled();
  },
};

/** The terminal open: typing `hostname` in the command field reads the server's name. */
export const Terminal: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the Terminal' }));
    await expect(await canvas.findByText('Terminal · Connected')).toBeVisible();
    const screen = await canvas.findByTestId('console-terminal');
    await waitFor(() => expect(screen.textContent).toContain('root@svc-demo01'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Command' }), 'hostname');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.textContent).toMatch(/hostname\s*svc-demo01/));
  },
};

/** A game server's console: its log, and `list` answered. */
export const GameConsole: Story = {
  args: { serviceId: SERVICE_IDS.game, family: 'GAME' },
  parameters: withSockets(gameSocket()),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the Game console' }));
    const screen = await canvas.findByTestId('console-terminal');
    await waitFor(() => expect(screen.textContent).toContain('Done! For help'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Command' }), 'list');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.textContent).toContain('players online'));
  },
};

/** The ticket is there, the socket not yet. */
export const Opening: Story = {
  parameters: withSockets(stuckSocket()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the Terminal' }));
    await expect(await canvas.findByText('Opening the console')).toBeVisible();
  },
};

/** The server closed it for idleness: the reason, and Reconnect. */
export const Ended: Story = {
  parameters: withSockets(closingSocket('idle')),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the Terminal' }));
    await expect(await canvas.findByText(/Nothing was typed for 15 minutes/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reconnect' })).toBeEnabled();
  },
};

/** The API refused the ticket: its reason is shown. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/services/:id/console', () =>
          HttpResponse.json(
            { statusCode: 409, error: 'Conflict', message: SERVER_MESSAGES.consoleNotRunning },
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the Terminal' }));
    await expect(
      await canvas.findByText(/The console could not be opened\. The server is not running/),
    ).toBeVisible();
  },
};

/** A stopped server: the console waits for a start. */
export const NotRunning: Story = {
  args: { currentStatus: 'stopped' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Start the server to open its console.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open the Terminal' })).toBeDisabled();
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ተርሚናልን ይክፈቱ' })).toBeEnabled();
  },
};

export const EndedAmharic: Story = {
  ...Ended,
  globals: { locale: 'am' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ተርሚናልን ይክፈቱ' }));
    await expect(await canvas.findByText(/ለ15 ደቂቃ ምንም አልተጻፈም/)).toBeVisible();
  },
};
