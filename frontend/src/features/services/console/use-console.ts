import { serverMessageOf } from '@shop/domain';
import type { ConsoleCloseReason, ConsoleKindName } from '@shop/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useOpenServiceConsoleMutation } from '../../../api';
import { ConsoleStream, useConsoleSocketFactory, type ConsoleSocket } from './console-socket';

/** Why a console ended, as the texts name it (services.console.reasons.*). */
export type EndReason =
  | 'replaced'
  | 'idle'
  | 'timeLimit'
  | 'serviceChanged'
  | 'upstreamClosed'
  | 'upstreamError'
  | 'serverStopping'
  | 'protocolError'
  | 'lost'
  | 'userClosed';

const REASONS: Record<ConsoleCloseReason, EndReason> = {
  replaced: 'replaced',
  idle: 'idle',
  'time-limit': 'timeLimit',
  'service-changed': 'serviceChanged',
  'upstream-closed': 'upstreamClosed',
  'upstream-error': 'upstreamError',
  'server-stopping': 'serverStopping',
  'protocol-error': 'protocolError',
};

export function endReasonOf(reason: string | undefined): EndReason {
  return (reason && REASONS[reason as ConsoleCloseReason]) || 'lost';
}

export type ConsoleState =
  | { phase: 'idle' }
  | { phase: 'opening'; kind: ConsoleKindName }
  | { phase: 'open'; kind: ConsoleKindName; stream: ConsoleStream }
  | { phase: 'ended'; kind: ConsoleKindName; reason: EndReason }
  | { phase: 'failed'; kind: ConsoleKindName; message: string | null };

function messageOfError(error: unknown): string | null {
  if (error && typeof error === 'object' && 'data' in error)
    return serverMessageOf((error as { data: unknown }).data);
  return null;
}

/** A console's life: a ticket from the API, then its socket, until it ends (with the reason). */
export function useConsole(serviceId: string) {
  const [openConsole] = useOpenServiceConsoleMutation();
  const factory = useConsoleSocketFactory();
  const [state, setState] = useState<ConsoleState>({ phase: 'idle' });
  const socketRef = useRef<ConsoleSocket | null>(null);
  const userClosed = useRef(false);

  const connect = useCallback(
    async (kind: ConsoleKindName) => {
      socketRef.current?.close();
      userClosed.current = false;
      setState({ phase: 'opening', kind });
      let url: string;
      try {
        url = (await openConsole({ id: serviceId, consoleRequest: { kind } }).unwrap()).url;
      } catch (error) {
        setState({ phase: 'failed', kind, message: messageOfError(error) });
        return;
      }
      const socket = factory(url);
      socket.binaryType = 'arraybuffer';
      socketRef.current = socket;
      const stream = new ConsoleStream(socket);
      let reason: string | undefined;
      let opened = false;
      socket.addEventListener('open', () => {
        opened = true;
        if (socketRef.current === socket) setState({ phase: 'open', kind, stream });
      });
      socket.addEventListener('message', (event) => {
        const data = (event as MessageEvent).data;
        if (typeof data !== 'string' || !data.includes('"closed"')) return;
        try {
          const message = JSON.parse(data) as { type?: string; reason?: string };
          if (message.type === 'closed') reason = message.reason;
        } catch {
          // not JSON: the view's business
        }
      });
      socket.addEventListener('close', (event) => {
        if (socketRef.current !== socket) return;
        socketRef.current = null;
        if (!opened) {
          setState({ phase: 'failed', kind, message: null });
          return;
        }
        const why = userClosed.current ? 'userClosed' : endReasonOf(reason ?? (event as CloseEvent).reason);
        setState({ phase: 'ended', kind, reason: why });
      });
    },
    [factory, openConsole, serviceId],
  );

  const disconnect = useCallback(() => {
    userClosed.current = true;
    socketRef.current?.close(1000);
  }, []);

  // Leaving the page closes the console.
  useEffect(
    () => () => {
      const socket = socketRef.current;
      socketRef.current = null;
      socket?.close(1000);
    },
    [],
  );

  return { state, connect, disconnect };
}
