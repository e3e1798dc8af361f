import { serverMessageOf } from '@shop/domain';
import { useState } from 'react';
import {
  useExtendServiceMutation,
  useReinstallServiceMutation,
  useRestartServiceMutation,
  useShutdownServiceMutation,
  useStartServiceMutation,
  useStopServiceMutation,
  type ExtendResponse,
  type ServiceDetails,
} from '../../api';

export type PowerAction = 'start' | 'stop' | 'restart' | 'shutdown';
export type ServiceAction = PowerAction | 'reinstall' | 'extend';

export const POWER_ACTIONS: readonly PowerAction[] = ['start', 'stop', 'restart', 'shutdown'];

/**
 * A failed action: which one, the server's own words when it sent any, and the order the refusal
 * is about (extend: the service's renewal order still waiting for payment).
 */
export type ActionFailure = {
  action: ServiceAction;
  serverMessage: string | null;
  openOrderId?: string | null;
};

/** The server's `message` of a failed call (ApiError keeps the body as `data`), or null. */
function serverMessageOfError(error: unknown): string | null {
  if (error && typeof error === 'object' && 'data' in error) return serverMessageOf(error.data);
  return null;
}

/** The error's `orderId` (the contract's error shape), or null. */
function orderIdOfError(error: unknown): string | null {
  const data = error && typeof error === 'object' && 'data' in error ? error.data : null;
  const orderId = data && typeof data === 'object' && 'orderId' in data ? data.orderId : null;
  return typeof orderId === 'string' ? orderId : null;
}

/**
 * The service's actions, one at a time: which is running (every control is disabled meanwhile) and
 * the last failure. The power actions and reinstall answer with the service's details, which the
 * API layer writes over the cached details (api/index.ts), so the shown status follows by itself.
 */
export function useServiceActions(id: string) {
  const [start] = useStartServiceMutation();
  const [stop] = useStopServiceMutation();
  const [restart] = useRestartServiceMutation();
  const [shutdown] = useShutdownServiceMutation();
  const [reinstall] = useReinstallServiceMutation();
  const [extend] = useExtendServiceMutation();
  const [pending, setPending] = useState<ServiceAction | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  async function perform<T>(action: ServiceAction, call: () => Promise<T>): Promise<T | null> {
    setPending(action);
    setFailure(null);
    try {
      return await call();
    } catch (error) {
      setFailure({ action, serverMessage: serverMessageOfError(error), openOrderId: orderIdOfError(error) });
      return null;
    } finally {
      setPending(null);
    }
  }

  const power = { start, stop, restart, shutdown };
  return {
    pending,
    failure,
    dismissFailure: () => setFailure(null),
    power: (action: PowerAction): Promise<ServiceDetails | null> =>
      perform(action, () => power[action]({ id }).unwrap()),
    reinstall: (
      os: string,
      access: { hostname?: string; sshKeyIds: string[] } = { sshKeyIds: [] },
    ): Promise<ServiceDetails | null> =>
      perform('reinstall', () => reinstall({ id, reinstallRequest: { os, ...access } }).unwrap()),
    extend: (days: number): Promise<ExtendResponse | null> =>
      perform('extend', () => extend({ id, extendRequest: { days } }).unwrap()),
  };
}

export type ServiceActions = ReturnType<typeof useServiceActions>;
