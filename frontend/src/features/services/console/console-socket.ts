import { createContext, useContext } from 'react';

/** The parts of a browser WebSocket the console uses (stories and tests give a fake one). */
export interface ConsoleSocket {
  readonly readyState: number;
  binaryType: BinaryType;
  send(data: string | ArrayBufferLike | ArrayBufferView): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'message' | 'close' | 'error', listener: (event: Event) => void): void;
  removeEventListener(type: 'open' | 'message' | 'close' | 'error', listener: (event: Event) => void): void;
}

export type ConsoleSocketFactory = (url: string) => ConsoleSocket;

/** The socket's URL on this origin: `/api/…` as ws:// or wss://. */
export function socketUrl(
  path: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}

export const browserConsoleSocket: ConsoleSocketFactory = (url) => new WebSocket(socketUrl(url));

/** How the console opens its socket: the browser's WebSocket, unless a story or test provides another. */
export const ConsoleSocketContext = createContext<ConsoleSocketFactory>(browserConsoleSocket);

export function useConsoleSocketFactory(): ConsoleSocketFactory {
  return useContext(ConsoleSocketContext);
}

/**
 * A console socket's messages, kept from its first one until a view listens: the server speaks
 * right after the upgrade, while the view (a lazily loaded terminal or screen) may still be on its
 * way. The first listener gets what came before it, then everything as it comes.
 */
export class ConsoleStream {
  private backlog: unknown[] = [];
  private readonly listeners = new Set<(data: unknown) => void>();

  constructor(readonly socket: ConsoleSocket) {
    socket.addEventListener('message', (event) => {
      const { data } = event as MessageEvent;
      if (this.listeners.size === 0) this.backlog.push(data);
      else for (const listener of this.listeners) listener(data);
    });
  }

  subscribe(listener: (data: unknown) => void): () => void {
    this.listeners.add(listener);
    for (const data of this.backlog.splice(0)) listener(data);
    return () => this.listeners.delete(listener);
  }

  send(data: string | ArrayBufferLike | ArrayBufferView): void {
    if (this.socket.readyState === 1) this.socket.send(data);
  }
}
