/**
 * Console sockets for stories and tests (issue 37): EventTarget-based stand-ins for the browser's
 * WebSocket that speak the BFF's console messages, as the simulated driver does.
 */

type Script = {
  /** After the socket opens. */
  opened?(socket: FakeConsoleSocket): void;
  /** Each frame the page sends. */
  received?(socket: FakeConsoleSocket, data: unknown): void;
  /** Never opens: the console stays in its opening state. */
  neverOpens?: boolean;
};

export class FakeConsoleSocket extends EventTarget {
  readyState = 0;
  binaryType: BinaryType = 'blob';
  readonly sent: unknown[] = [];

  constructor(private readonly script: Script) {
    super();
    if (!script.neverOpens)
      setTimeout(() => {
        this.readyState = 1;
        this.dispatchEvent(new Event('open'));
        script.opened?.(this);
      }, 50);
  }

  /** The server sends a message. */
  emit(message: object): void {
    if (this.readyState !== 1) return;
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  send(data: unknown): void {
    this.sent.push(data);
    this.script.received?.(this, data);
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.dispatchEvent(new CloseEvent('close', { code, reason }));
  }
}

/** A simulated KVM terminal that answers `hostname` and echoes what is typed. */
export function terminalSocket(hostname = 'svc-demo01') {
  let line = '';
  const prompt = `root@${hostname}:~# `;
  return () =>
    new FakeConsoleSocket({
      opened: (s) => s.emit({ type: 'output', data: `Ubuntu 22.04 ${hostname} ttyS0\r\n\r\n${prompt}` }),
      received: (s, data) => {
        const message = JSON.parse(String(data)) as { type: string; data?: string };
        if (message.type !== 'input' || !message.data) return;
        for (const ch of message.data) {
          if (ch === '\r') {
            const answer =
              line.trim() === 'hostname' ? hostname : line.trim() ? `${line.trim()}: command not found` : '';
            s.emit({ type: 'output', data: `\r\n${answer ? `${answer}\r\n` : ''}${prompt}` });
            line = '';
          } else {
            line += ch;
            s.emit({ type: 'output', data: ch });
          }
        }
      },
    });
}

/** A simulated game console: a start-up log, and `list` answered. */
export function gameSocket() {
  return () =>
    new FakeConsoleSocket({
      opened: (s) => {
        s.emit({ type: 'status', state: 'running' });
        for (const data of ['[Server] Preparing level "world"', '[Server] Done! For help, type "help"'])
          s.emit({ type: 'output', data });
      },
      received: (s, data) => {
        const message = JSON.parse(String(data)) as { type: string; data?: string };
        if (message.type !== 'command') return;
        s.emit({ type: 'output', data: `> ${message.data}` });
        s.emit({
          type: 'output',
          data:
            message.data === 'list' ? '[Server] There are 0 players online.' : '[Server] Unknown command.',
        });
      },
    });
}

/** A console the server closes with a reason right after it opened. */
export function closingSocket(reason: string) {
  return () =>
    new FakeConsoleSocket({
      opened: (s) =>
        setTimeout(() => {
          s.emit({ type: 'closed', reason });
          s.close(4002, reason);
        }, 50),
    });
}

/** A console whose socket never opens. */
export function stuckSocket() {
  return () => new FakeConsoleSocket({ neverOpens: true });
}
