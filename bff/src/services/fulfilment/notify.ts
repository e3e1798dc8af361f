/** The customer mails of fulfilment, queued in the outbox within the caller's transaction. */
import type { OrderRow, ServiceRow } from '@shop/db';
import type { Knex } from 'knex';
import type { Connection } from '../../providers/types.ts';

// PENDING(mail): filled in once bff/src/mail lands.
export async function notifyPaymentConfirmed(_trx: Knex, _order: OrderRow): Promise<void> {}
export async function notifyServerReady(
  _trx: Knex,
  _service: ServiceRow,
  _connection: Connection,
  _appUrl: string,
): Promise<void> {}
export async function notifyServiceExpired(_trx: Knex, _service: ServiceRow): Promise<void> {}
export async function notifyExpiryReminder(
  _trx: Knex,
  _service: ServiceRow,
  _daysLeft: number,
): Promise<void> {}
