import { useRef, useState } from 'react';
import {
  getApiErrorMessage,
  useCreateGameOrderMutation,
  useCreateKvmOrderMutation,
  type Order,
} from '../../api';
import type { PendingConfiguration } from './checkout-slice';
import { createdOrder, OrderFailure, orderRequest, type OrderFailureReason } from './order-request';

/** Why the order was not created: the server's message (as it comes), or a reason of the client's. */
export type PlaceOrderError = { message: string } | { reason: OrderFailureReason };

export type PlaceOrder = {
  /** Creates the order; resolves with the server's order, or null after setting `error`. */
  place: (
    config: PendingConfiguration,
    totalPrice: number,
    discountCode: string | null,
  ) => Promise<Order | null>;
  placing: boolean;
  error: PlaceOrderError | null;
  dismissError: () => void;
};

/** 'Proceed to Payment': one order per click, never two at once, the failure for 'Error creating order: …'. */
export function usePlaceOrder(): PlaceOrder {
  const [createKvmOrder] = useCreateKvmOrderMutation();
  const [createGameOrder] = useCreateGameOrderMutation();
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<PlaceOrderError | null>(null);

  const place: PlaceOrder['place'] = async (config, totalPrice, discountCode) => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPlacing(true);
    setError(null);
    try {
      const request = orderRequest(config, totalPrice, discountCode);
      const answer =
        request.type === 'kvm'
          ? await createKvmOrder({ createKvmOrderRequest: request.body }).unwrap()
          : await createGameOrder({ createGameOrderRequest: request.body }).unwrap();
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
