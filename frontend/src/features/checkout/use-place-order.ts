import { orderErrorMessage } from '@shop/domain';
import { useRef, useState } from 'react';
import {
  getApiErrorMessage,
  useCreateGameOrderMutation,
  useCreateKvmOrderMutation,
  type Order,
} from '../../api';
import type { PendingConfiguration } from './checkout-slice';
import { createdOrder, orderRequest } from './order-request';

export type PlaceOrder = {
  /** Creates the order; resolves with the server's order, or null after setting `error`. */
  place: (
    config: PendingConfiguration,
    totalPrice: number,
    discountCode: string | null,
  ) => Promise<Order | null>;
  placing: boolean;
  error: string | null;
  dismissError: () => void;
};

/** 'Proceed to Payment': one order per click, never two at once, the failure as 'Error creating order: …'. */
export function usePlaceOrder(): PlaceOrder {
  const [createKvmOrder] = useCreateKvmOrderMutation();
  const [createGameOrder] = useCreateGameOrderMutation();
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
      setError(orderErrorMessage(getApiErrorMessage(failure)));
      inFlight.current = false;
      setPlacing(false);
      return null;
    }
  };

  return { place, placing, error, dismissError: () => setError(null) };
}
