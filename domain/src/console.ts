/**
 * A service's console in the browser (issue 37): the kinds, the limits and the messages of the
 * socket between the app and the BFF. The BFF relays the provider's console; the browser never
 * sees a provider's token or address.
 */

export type ConsoleKindName = 'vnc' | 'terminal' | 'game';

/** The consoles of each family: a KVM server's screen and serial terminal, a game server's console. */
export function consoleKindsOf(family: string): readonly ConsoleKindName[] {
  return family === 'KVM' ? ['vnc', 'terminal'] : family === 'GAME' ? ['game'] : [];
}

/** How long a ticket from POST /services/{id}/console opens its socket (once). */
export const CONSOLE_TICKET_TTL_MS = 30_000;
/** A console without input from the browser this long is closed. */
export const CONSOLE_IDLE_MS = 15 * 60_000;
/** The longest a console stays open. */
export const CONSOLE_MAX_MS = 2 * 60 * 60_000;
/** The largest frame either way. */
export const CONSOLE_MAX_FRAME_BYTES = 1024 * 1024;

/** What the browser sends on a terminal or game console (text frames of JSON). */
export type ConsoleClientMessage =
  | { type: 'input'; data: string }
  | { type: 'resize'; cols: number; rows: number }
  | { type: 'command'; data: string };

/** Why a console closed: a code the app words in the reader's language. */
export type ConsoleCloseReason =
  | 'replaced'
  | 'idle'
  | 'time-limit'
  | 'service-changed'
  | 'upstream-closed'
  | 'upstream-error'
  | 'server-stopping'
  | 'protocol-error';

/** What the BFF sends on a terminal or game console (text frames of JSON). */
export type ConsoleServerMessage =
  | { type: 'output'; data: string }
  | { type: 'status'; state: string }
  | { type: 'stats'; [key: string]: unknown }
  | { type: 'closed'; reason: ConsoleCloseReason }
  /** vnc only, the first message (text) before the binary RFB stream: the VNC password. */
  | { type: 'vnc'; password: string | null };

/** The WebSocket close code for each reason (4000-4999 are the application's). */
export const CONSOLE_CLOSE_CODES: Record<ConsoleCloseReason, number> = {
  replaced: 4001,
  idle: 4002,
  'time-limit': 4003,
  'service-changed': 4004,
  'upstream-closed': 4005,
  'upstream-error': 4006,
  'server-stopping': 4007,
  'protocol-error': 4008,
};

/** A client message as the BFF accepts it, or null (a protocol error). */
export function parseConsoleClientMessage(text: string): ConsoleClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  if ((m.type === 'input' || m.type === 'command') && typeof m.data === 'string') {
    return { type: m.type, data: m.data };
  }
  if (
    m.type === 'resize' &&
    Number.isInteger(m.cols) &&
    Number.isInteger(m.rows) &&
    (m.cols as number) > 0 &&
    (m.rows as number) > 0 &&
    (m.cols as number) <= 1000 &&
    (m.rows as number) <= 1000
  ) {
    return { type: 'resize', cols: m.cols as number, rows: m.rows as number };
  }
  return null;
}
