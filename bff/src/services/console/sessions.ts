/**
 * The consoles open on this instance: one per service (a new one closes the old with the reason
 * `replaced`), each closed when idle for CONSOLE_IDLE_MS, after CONSOLE_MAX_MS, or as soon as its
 * service is no longer the caller's to use (suspended, expired, terminated, given to another
 * owner: read every `watchMs`). Every open and close is audited with who, the kind and, on close,
 * the duration and the reason.
 */
import { nowMs, newId } from '@shop/db';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { CONSOLE_CLOSE_CODES } from '@shop/domain';
import type { ConsoleCloseReason } from '@shop/domain';
import type { ConsoleKind, ConsoleUpstream } from '../../providers/types.ts';
import { writeAudit } from '../shared/audit.ts';

export interface ConsoleLimits {
  idleMs: number;
  maxMs: number;
  /** How often the service's row is read to close a console it no longer allows. */
  watchMs: number;
}

/** The browser's end of a console: a WebSocket as `ws` gives it (the parts used here). */
export interface BrowserSocket {
  send(data: string | Buffer, options?: { binary?: boolean }): void;
  close(code?: number, reason?: string): void;
  readonly readyState: number;
}

export interface ConsoleSessionInfo {
  serviceId: string;
  userId: string;
  kind: ConsoleKind;
  /** Whether the user is an admin opening someone else's service (then ownership is not watched). */
  asAdmin: boolean;
}

const OPEN = 1;

export class ConsoleSession {
  readonly id = newId();
  readonly startedAt = nowMs();
  private closed = false;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly maxTimer: NodeJS.Timeout;
  private readonly watchTimer: NodeJS.Timeout;

  constructor(
    readonly info: ConsoleSessionInfo,
    readonly socket: BrowserSocket,
    readonly upstream: ConsoleUpstream,
    private readonly registry: ConsoleRegistry,
  ) {
    this.touch();
    this.maxTimer = setTimeout(() => void this.close('time-limit'), registry.limits.maxMs);
    this.watchTimer = setInterval(() => void this.watch(), registry.limits.watchMs);
    this.maxTimer.unref();
    this.watchTimer.unref();
  }

  /** The browser did something: the idle clock starts again. */
  touch(): void {
    if (this.closed) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.close('idle'), this.registry.limits.idleMs);
    this.idleTimer.unref();
  }

  /** Sends to the browser (nothing once closed or while the socket is not open). */
  send(data: string | Buffer): void {
    if (this.closed || this.socket.readyState !== OPEN) return;
    this.socket.send(data, { binary: Buffer.isBuffer(data) });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private async watch(): Promise<void> {
    if (this.closed) return;
    try {
      const allowed = await this.registry.stillAllowed(this.info);
      if (!allowed) await this.close('service-changed');
    } catch (err) {
      this.registry.log.warn({ err, serviceId: this.info.serviceId }, 'console: could not read its service');
    }
  }

  /**
   * Ends the console once: the provider's side, then the browser's with the reason (a `closed`
   * message first on text consoles), then the audit row. `fromBrowser`: the browser closed it.
   */
  async close(reason: ConsoleCloseReason | 'browser-closed'): Promise<void> {
    if (this.closed) return;
    if (reason !== 'browser-closed' && this.info.kind !== 'vnc') {
      this.send(JSON.stringify({ type: 'closed', reason }));
    }
    this.closed = true;
    clearTimeout(this.idleTimer);
    clearTimeout(this.maxTimer);
    clearInterval(this.watchTimer);
    try {
      this.upstream.close();
    } catch (err) {
      this.registry.log.warn({ err }, 'console: closing the provider side failed');
    }
    if (reason !== 'browser-closed' && this.socket.readyState === OPEN) {
      this.socket.close(CONSOLE_CLOSE_CODES[reason], reason);
    }
    this.registry.forget(this);
    await this.registry.audit(this, 'console.closed', {
      reason,
      durationMs: nowMs() - this.startedAt,
    });
  }
}

export class ConsoleRegistry {
  private readonly open = new Map<string, ConsoleSession>();

  constructor(
    readonly knex: Knex,
    readonly limits: ConsoleLimits,
    readonly log: Logger,
  ) {}

  /** Starts a session, closing the service's console already open here with `replaced`. */
  async start(
    info: ConsoleSessionInfo,
    socket: BrowserSocket,
    upstream: ConsoleUpstream,
  ): Promise<ConsoleSession> {
    const previous = this.open.get(info.serviceId);
    const session = new ConsoleSession(info, socket, upstream, this);
    this.open.set(info.serviceId, session);
    if (previous) await previous.close('replaced');
    await this.audit(session, 'console.opened', {});
    return session;
  }

  forget(session: ConsoleSession): void {
    if (this.open.get(session.info.serviceId) === session) this.open.delete(session.info.serviceId);
  }

  get size(): number {
    return this.open.size;
  }

  /** Whether the service still lets this user use its console: ACTIVE, and theirs (or an admin's). */
  async stillAllowed(info: ConsoleSessionInfo): Promise<boolean> {
    const row = (await this.knex('services').where({ id: info.serviceId }).first('status', 'user_id')) as
      { status: string; user_id: string } | undefined;
    if (!row || row.status !== 'ACTIVE') return false;
    return info.asAdmin || row.user_id === info.userId;
  }

  async audit(
    session: ConsoleSession,
    action: string,
    extra: Record<string, string | number>,
  ): Promise<void> {
    try {
      await writeAudit(this.knex, {
        actorUserId: session.info.userId,
        action,
        entity: 'service',
        entityId: session.info.serviceId,
        data: { session: session.id, kind: session.info.kind, asAdmin: session.info.asAdmin, ...extra },
      });
    } catch (err) {
      this.log.error({ err, serviceId: session.info.serviceId, action }, 'console: audit row not written');
    }
  }

  /** Closes every console (the server stops). */
  async closeAll(reason: ConsoleCloseReason): Promise<void> {
    await Promise.all([...this.open.values()].map((s) => s.close(reason)));
  }
}
