import { deleteOrderErrorMessage } from '@shop/domain';
import { getApiErrorMessage } from '../../../api';

function bodyOf(error: unknown): unknown {
  return error && typeof error === 'object' && 'data' in error
    ? (error as { data: unknown }).data
    : undefined;
}

/** A failed write: the server's message, else the fallback text for its status. */
export function writeFailureMessage(error: unknown): string {
  return getApiErrorMessage(error);
}

/**
 * A failed delete (spec 8): 'Order not found' and the active-service refusal get the spec's texts
 * (the 409 body names the service); anything else is shown as it comes.
 */
export function deleteFailureMessage(error: unknown, orderId: string): string {
  const body = bodyOf(error);
  const serviceId =
    body && typeof body === 'object' && 'serviceId' in body
      ? ((body as { serviceId?: string | null }).serviceId ?? null)
      : null;
  return deleteOrderErrorMessage({ error: writeFailureMessage(error), orderId, serviceId });
}
