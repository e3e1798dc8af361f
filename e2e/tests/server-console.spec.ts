import {
  consoleAudit,
  customerWithServer,
  expireTickets,
  signedInOnConsole,
  ticketViaApi,
  upgradeStatus,
} from '../support/server-console';
import { expect, test } from '../support/test';

/**
 * The server's screen in the browser (issue 37), on the simulated driver: a customer opens a KVM
 * server's terminal and reads its hostname, a game server's console answers `list`; tickets are
 * refused before the upgrade when they are another's, used, expired or from a foreign origin; the
 * audit keeps each session with its duration.
 */

test("a customer opens their KVM server's terminal, types hostname and reads the server's name", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { customer, serviceId } = await customerWithServer(request, 'KVM');
  await signedInOnConsole(page, customer, serviceId);
  const panel = page.getByRole('tabpanel', { name: 'Console' });
  await panel.getByRole('radio', { name: 'Terminal' }).click();
  await panel.getByRole('button', { name: 'Open the Terminal' }).click();
  await expect(panel.getByText('Terminal · Connected')).toBeVisible();
  const terminal = panel.getByTestId('console-terminal');
  await expect(terminal).toContainText(/root@svc-[0-9a-f]+:~#/);
  const hostname = /root@(svc-[0-9a-f]+):/.exec((await terminal.textContent()) ?? '')![1]!;
  // Typed into the terminal itself, as on a computer.
  await terminal.click();
  await page.keyboard.type('hostname');
  await page.keyboard.press('Enter');
  await expect(terminal).toContainText(new RegExp(`hostname\\s*${hostname}\\s*root@`));
  // And through the command field, as on a phone.
  await panel.getByRole('textbox', { name: 'Command' }).fill('uname -a');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(terminal).toContainText(`Linux ${hostname}`);

  await panel.getByRole('button', { name: 'Disconnect' }).click();
  await expect(panel.getByText('The console has closed. You disconnected.')).toBeVisible();
  await expect
    .poll(() => consoleAudit(serviceId).map((r) => r.action))
    .toEqual(['console.opened', 'console.closed']);
  const closed = consoleAudit(serviceId)[1]!;
  expect(closed.data).toMatchObject({ kind: 'terminal', durationMs: expect.any(Number) });
  expect(closed.data.durationMs as number).toBeGreaterThan(0);
});

test("a customer opens their KVM server's screen and sees the boot screen drawn by noVNC", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { customer, serviceId } = await customerWithServer(request, 'KVM');
  await signedInOnConsole(page, customer, serviceId);
  const panel = page.getByRole('tabpanel', { name: 'Console' });
  await panel.getByRole('radio', { name: 'Screen' }).click();
  await panel.getByRole('button', { name: 'Open the Screen' }).click();
  const screen = panel.getByTestId('console-screen');
  await expect(screen).toHaveAttribute('data-connected', 'true');
  await expect(panel.getByRole('button', { name: 'Ctrl+Alt+Del' })).toBeEnabled();
  // The canvas holds the boot screen: the background and the text's colour, both drawn.
  await expect
    .poll(() =>
      screen.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        const colours = new Set<number>();
        for (let i = 0; i < data.length; i += 4)
          colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
        return {
          width: canvas.width,
          text: colours.has((200 << 16) | (230 << 8) | 200),
          background: colours.has((12 << 16) | (18 << 8) | 32),
        };
      }),
    )
    .toEqual({ width: 640, text: true, background: true });
});

test('a customer with a game server types list in its console and reads the answer', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { customer, serviceId } = await customerWithServer(request, 'GAME');
  await signedInOnConsole(page, customer, serviceId);
  const panel = page.getByRole('tabpanel', { name: 'Console' });
  await panel.getByRole('button', { name: 'Open the Game console' }).click();
  const terminal = panel.getByTestId('console-terminal');
  await expect(terminal).toContainText('Done! For help, type "help"');
  await panel.getByRole('textbox', { name: 'Command' }).fill('list');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(terminal).toContainText('There are 0 players online.');
});

test("another customer's ticket, a used one, an expired one and a foreign Origin are refused before the upgrade", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const alice = await customerWithServer(request, 'KVM');
  const bob = await customerWithServer(request, 'KVM');
  const origin = baseURL!;

  // Bob cannot get a ticket for Alice's server, and his own ticket does not open hers.
  const refused = await request.post(`/api/services/${alice.serviceId}/console`, {
    headers: { Authorization: `Bearer ${bob.token}` },
    data: { kind: 'terminal' },
  });
  expect(refused.status()).toBe(404);
  const bobs = await ticketViaApi(request, bob.token, bob.serviceId, 'terminal');
  const onAlices = bobs.replace(bob.serviceId, alice.serviceId);
  expect(await upgradeStatus(baseURL!, onAlices, origin)).toBe(403);

  // A ticket opens once.
  const once = await ticketViaApi(request, alice.token, alice.serviceId, 'terminal');
  expect(await upgradeStatus(baseURL!, once, origin)).toBe(101);
  expect(await upgradeStatus(baseURL!, once, origin)).toBe(409);

  // A foreign page cannot use one, nor a client that names no origin.
  const foreign = await ticketViaApi(request, alice.token, alice.serviceId, 'terminal');
  expect(await upgradeStatus(baseURL!, foreign, 'https://evil.example')).toBe(403);
  expect(await upgradeStatus(baseURL!, foreign, null)).toBe(403);

  // An expired ticket.
  const late = await ticketViaApi(request, alice.token, alice.serviceId, 'terminal');
  expireTickets(alice.serviceId);
  expect(await upgradeStatus(baseURL!, late, origin)).toBe(410);

  // The one session that opened is in the audit, with its duration.
  await expect
    .poll(() => consoleAudit(alice.serviceId).map((r) => r.action))
    .toEqual(['console.opened', 'console.closed']);
  expect(consoleAudit(alice.serviceId)[1]!.data).toMatchObject({ durationMs: expect.any(Number) });
});
