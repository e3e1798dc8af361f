/**
 * AUTO_PROVISION: an order that becomes paid, whoever or whatever confirmed it (an admin's
 * mark-paid, a verified Chapa payment, a verified bank receipt, a free order), gets its service
 * created in the transaction that made it paid, through the create-service rule, audited as done
 * by the system. A renewal creates no service (it moves its service's end date). Off, the admin
 * creates services by hand (Create Service).
 */
import type { OrderRow, ServiceRow } from '@shop/db';
import type { Automation } from '@shop/domain';
import type { Knex } from 'knex';
import { startOrderService } from './create-service.ts';
import type { ServiceProviders } from './create-service.ts';

/** What a confirmation of payment needs to fulfil the order at once. */
export type PaidOrderFulfilment =
  /** AUTO_PROVISION on (the default): the providers the service is created for. */
  | { autoProvision: true; providers: ServiceProviders }
  | { autoProvision: false; providers?: ServiceProviders };

/**
 * For payments that never create a service: a renewal order (it moves its service's end date) and
 * AUTO_PROVISION=false.
 */
export const NO_AUTOMATIC_SERVICE: PaidOrderFulfilment = { autoProvision: false };

/**
 * What the shop does without an admin, as the app shows it (waiting times in minutes):
 * `transferCheck` when reported transfers are checked against the bank's receipt and a verified
 * one pays the order (RECEIPT_VERIFICATION=on, PAYMENT_AUTO_CONFIRM=true).
 */
export function automationOf(config: {
  autoProvision: boolean;
  receipts: { enabled: boolean; autoConfirm: boolean };
}): Automation {
  return {
    provisioning: config.autoProvision,
    transferCheck: config.receipts.enabled && config.receipts.autoConfirm,
  };
}

/** The server's fulfilment settings, as the routes and jobs hold them. */
export function paidOrderFulfilment(app: {
  config: { autoProvision: boolean };
  providers: ServiceProviders;
}): PaidOrderFulfilment {
  return app.config.autoProvision
    ? { autoProvision: true, providers: app.providers }
    : { autoProvision: false, providers: app.providers };
}

/**
 * Called with the order row just made paid, inside that transaction: creates its service and
 * enqueues its provisioning when AUTO_PROVISION is on and the order is not a renewal. Answers the
 * service, or undefined when none was created.
 */
export async function fulfilPaidOrder(
  trx: Knex,
  order: OrderRow,
  fulfilment: PaidOrderFulfilment,
): Promise<ServiceRow | undefined> {
  if (!fulfilment.autoProvision || !order.paid || order.renewal_of_service_id) return undefined;
  return startOrderService(trx, fulfilment.providers, order, null);
}
