/**
 * A game server's address as its customer connects to it, `ip:port`, kept in plain text on the
 * service (services.game_address) beside the encrypted connection it is copied from: the console
 * shows it and finds the service by it. A game server is given one allocation on a node shared
 * with other servers, never an address of the shop's pools, so ip_allocations holds none for it.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { canonicalIp, ipFamily } from '../../providers/ip-pool.ts';
import type { Connection } from '../../providers/types.ts';
import { decryptConnection } from '../connection-crypto.ts';

/** services.game_address's width. */
export const GAME_ADDRESS_LENGTH = 64;

/** The address part of a game address: an IPv6 address in its canonical text in brackets. */
export function gameAddressHost(ip: string): string {
  return ipFamily(ip) === 6 ? `[${canonicalIp(ip)}]` : ip;
}

/** `ip:port` (`[addr]:port` for IPv6). */
export function formatGameAddress(ip: string, port: number): string {
  return `${gameAddressHost(ip)}:${port}`;
}

/**
 * The address of a game server's connection (its IP or the node's alias for it, and its port),
 * or null when the connection has none that fits the column.
 */
export function gameAddressOf(connection: Pick<Connection, 'ip' | 'port'>): string | null {
  const ip = connection.ip?.trim();
  const { port } = connection;
  if (!ip || !Number.isInteger(port) || port < 1 || port > 65_535) return null;
  const address = formatGameAddress(ip, port);
  return address.length <= GAME_ADDRESS_LENGTH ? address : null;
}

/** The column as a service's connection is recorded: a game server's address, a KVM machine's null. */
export function gameAddressColumn(type: string, connection: Connection): string | null {
  return type === 'GAME' ? gameAddressOf(connection) : null;
}

/**
 * A term of the console's search that names a game address, `ip:port` (`[addr]:port` for IPv6,
 * in any spelling), as the column holds it; null for any other term.
 */
export function gameAddressTerm(term: string): string | null {
  const match = /^\[([^\]]+)\]:(\d{1,5})$/.exec(term) ?? /^([^:[\]]+):(\d{1,5})$/.exec(term);
  if (!match) return null;
  const [, ip, port] = match;
  const family = ipFamily(ip!);
  // An IPv6 address only in brackets: '::1:80' is an address, not '::1' and a port.
  if (family === null || (family === 6) !== term.startsWith('[')) return null;
  return gameAddressOf({ ip: ip!, port: Number(port) });
}

/** How many game services a backfill step reads at once. */
export const BACKFILL_BATCH = 200;

export interface BackfillResult {
  /** Services given their address. */
  filled: number;
  /** Services whose connection cannot be read with this secret, or holds no address. */
  skipped: number;
}

/**
 * Game services built before services.game_address existed get it from their stored connection:
 * live ones (not terminated) with a connection and no address yet, `batch` at a time in id order.
 * An address written meanwhile (a reinstall) is kept. Run once at start; never throws: a failure
 * is logged and the start goes on (the next start tries again).
 */
export async function backfillGameAddresses(
  knex: Knex,
  options: { connectionSecret: string; log: Logger; batch?: number },
): Promise<BackfillResult> {
  const { connectionSecret, log, batch = BACKFILL_BATCH } = options;
  const result: BackfillResult = { filled: 0, skipped: 0 };
  try {
    let after = '';
    for (;;) {
      const rows = (await knex('services')
        .select('id', 'connection_encrypted')
        .where({ type: 'GAME' })
        .whereNull('game_address')
        .whereNull('terminated_at')
        .whereNotNull('connection_encrypted')
        .where('id', '>', after)
        .orderBy('id')
        .limit(batch)) as Array<{ id: string; connection_encrypted: string }>;
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      for (const row of rows) {
        const connection = decryptConnection(row.connection_encrypted, connectionSecret);
        const address = connection ? gameAddressOf(connection) : null;
        if (address === null) {
          result.skipped += 1;
          continue;
        }
        result.filled += await knex('services')
          .where({ id: row.id })
          .whereNull('game_address')
          .whereNull('terminated_at')
          .update({ game_address: address });
      }
      if (rows.length < batch) break;
    }
    if (result.filled > 0 || result.skipped > 0)
      log.info(result, 'game servers built before game_address existed have their address');
  } catch (err) {
    log.error({ err, ...result }, 'game address backfill failed; the server starts anyway');
  }
  return result;
}
