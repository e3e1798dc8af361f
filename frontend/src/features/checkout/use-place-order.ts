import { useRef, useState } from 'react';
import {
  getApiErrorMessage,
  useCreateGameOrderMutation,
  useCreateKvmOrderMutation,
  type Order,
} from '../../api';
import type { PendingConfiguration } from '../../store/checkout-slice';
import {
  createdOrder,
  OrderFailure,
  orderRequest,
  type OrderFailureReason,
  type OrderRequest,
} from './order-request';

/** Why the order was not created: the server's message (as it comes), or a reason of the client's. */
export type PlaceOrderError = { message: string } | { reason: OrderFailureReason };

export type PlaceOrder = {
  /** Creates the order; resolves with the server's order, or null after setting `error`. */
  place: (
    config: PendingConfiguration,
    totalPrice: number,
    discountCode: string | null,
    access?: { hostname?: string; sshKeyIds: string[] },
  ) => Promise<Order | null>;
  placing: boolean;
  error: PlaceOrderError | null;
  dismissError: () => void;
};

/**
 * A random UUID (v4). `crypto.randomUUID` exists only in secure contexts (https, localhost); a shop
 * served over plain http still gets one from `crypto.getRandomValues`, which exists everywhere.
 */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of an order: a fresh one for each request the customer confirms, the same
 * one again when the same request is sent again (a retry after a lost answer or an error), so the
 * server makes one order of it however often it arrives.
 */
function useIdempotencyKey() {
  const last = useRef<{ request: string; key: string } | null>(null);
  return (request: OrderRequest): string => {
    const text = JSON.stringify(request);
    if (last.current?.request !== text) last.current = { request: text, key: newUuid() };
    return last.current.key;
  };
}

/** 'Proceed to Payment': one order per click, never two at once, the failure for 'Error creating order: …'. */
export function usePlaceOrder(): PlaceOrder {
  const [createKvmOrder] = useCreateKvmOrderMutation();
  const [createGameOrder] = useCreateGameOrderMutation();
  const idempotencyKey = useIdempotencyKey();
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<PlaceOrderError | null>(null);

  const place: PlaceOrder['place'] = async (config, totalPrice, discountCode, access) => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPlacing(true);
    setError(null);
    try {
      const request = orderRequest(config, totalPrice, discountCode, access);
      const key = idempotencyKey(request);
      const answer =
        request.type === 'kvm'
          ? await createKvmOrder({ createKvmOrderRequest: request.body, 'Idempotency-Key': key }).unwrap()
          : await createGameOrder({ createGameOrderRequest: request.body, 'Idempotency-Key': key }).unwrap();
      // Stays 'placing' on success: the page moves on to the payment instructions.
      return createdOrder(answer);
    } catch (failure) {
      console.error('Order creation failed', failure);
      setError(
        failure instanceof OrderFailure
          ? { reason: failure.reason }
          : { message: getApiErrorMessage(failure) },
      );
      inFlight.current = false;
      setPlacing(false);
      return null;
    }
  };

  return { place, placing, error, dismissError: () => setError(null) };
}
