import type { ConsoleStream } from './console-socket';

/**
 * The console socket as noVNC's RFB wants a raw channel (send, close, binaryType, protocol,
 * readyState, on* handlers). The BFF's first message is text (`{"type":"vnc","password":…}`) and
 * the RFB stream follows as binary; RFB attaches its handlers a moment after it is made, so the
 * binary frames that arrive before are kept and handed over then (flush).
 */
export class RfbChannel {
  onmessage: ((event: { data: ArrayBuffer }) => void) | null = null;
  onopen: (() => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly protocol = 'binary';
  private readonly early: ArrayBuffer[] = [];
  private readonly cleanups: (() => void)[] = [];
  /** The VNC password from the BFF's first message (null: none asked). */
  readonly password: Promise<string | null>;

  constructor(private readonly stream: ConsoleStream) {
    let resolvePassword: (password: string | null) => void = () => {};
    this.password = new Promise((resolve) => (resolvePassword = resolve));
    this.cleanups.push(
      stream.subscribe((data) => {
        if (typeof data === 'string') {
          try {
            const message = JSON.parse(data) as { type?: string; password?: string | null };
            if (message.type === 'vnc') resolvePassword(message.password ?? null);
          } catch {
            // not ours
          }
          return;
        }
        const bytes = data as ArrayBuffer;
        if (this.onmessage) this.onmessage({ data: bytes });
        else this.early.push(bytes);
      }),
    );
    const { socket } = stream;
    const onClose = (event: Event) => this.onclose?.(event as CloseEvent);
    const onError = (event: Event) => this.onerror?.(event);
    socket.addEventListener('close', onClose);
    socket.addEventListener('error', onError);
    this.cleanups.push(() => {
      socket.removeEventListener('close', onClose);
      socket.removeEventListener('error', onError);
    });
  }

  get binaryType(): BinaryType {
    return 'arraybuffer';
  }
  set binaryType(_value: BinaryType) {
    this.stream.socket.binaryType = 'arraybuffer';
  }

  get readyState(): number {
    return this.stream.socket.readyState;
  }

  /** Hands RFB the frames that came before it listened (call once it has attached). */
  flush(): void {
    for (const data of this.early.splice(0)) this.onmessage?.({ data });
  }

  send(data: ArrayBufferLike | ArrayBufferView): void {
    this.stream.send(data);
  }

  close(): void {
    this.stream.socket.close(1000);
  }

  detach(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }
}

/** The X keysym of a character typed as a keystroke. */
export function keysymOf(ch: string): number {
  if (ch === '\n' || ch === '\r') return 0xff0d;
  if (ch === '\t') return 0xff09;
  const code = ch.codePointAt(0)!;
  return code < 0x100 ? code : 0x01000000 + code;
}
