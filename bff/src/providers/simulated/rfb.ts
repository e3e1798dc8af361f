/**
 * A tiny RFB (VNC) server for the simulated driver's screen (issue 37): RFB 3.8, security type
 * None, raw encoding in the client's 32-bit true-colour pixel format, one framebuffer holding a
 * boot screen of a few lines of text. Enough for noVNC to connect and draw it; keys and pointer
 * events are read and ignored (the screen is a picture).
 */
import type { ConsoleSink, ConsoleUpstream } from '../types.ts';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixel } from './font.ts';

export const SCREEN_WIDTH = 640;
export const SCREEN_HEIGHT = 400;
const SCALE = 2;
const MARGIN = 16;
const LINE_HEIGHT = (GLYPH_HEIGHT + 3) * SCALE;
const BACKGROUND: Rgb = [12, 18, 32];
const FOREGROUND: Rgb = [200, 230, 200];

type Rgb = [number, number, number];

interface PixelFormat {
  bitsPerPixel: number;
  bigEndian: boolean;
  redMax: number;
  greenMax: number;
  blueMax: number;
  redShift: number;
  greenShift: number;
  blueShift: number;
}

const SERVER_FORMAT: PixelFormat = {
  bitsPerPixel: 32,
  bigEndian: false,
  redMax: 255,
  greenMax: 255,
  blueMax: 255,
  redShift: 16,
  greenShift: 8,
  blueShift: 0,
};

/** The boot screen: each pixel lit (text) or not. */
export function bootScreen(lines: string[]): Uint8Array {
  const lit = new Uint8Array(SCREEN_WIDTH * SCREEN_HEIGHT);
  lines.forEach((line, row) => {
    const top = MARGIN + row * LINE_HEIGHT;
    [...line].forEach((ch, col) => {
      const left = MARGIN + col * (GLYPH_WIDTH + 1) * SCALE;
      for (let gy = 0; gy < GLYPH_HEIGHT; gy++)
        for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
          if (!glyphPixel(ch, gx, gy)) continue;
          for (let sy = 0; sy < SCALE; sy++)
            for (let sx = 0; sx < SCALE; sx++) {
              const x = left + gx * SCALE + sx;
              const y = top + gy * SCALE + sy;
              if (x < SCREEN_WIDTH && y < SCREEN_HEIGHT) lit[y * SCREEN_WIDTH + x] = 1;
            }
        }
    });
  });
  return lit;
}

function pixelBytes(format: PixelFormat, [r, g, b]: Rgb): Buffer {
  const value =
    ((Math.round((r * format.redMax) / 255) << format.redShift) |
      (Math.round((g * format.greenMax) / 255) << format.greenShift) |
      (Math.round((b * format.blueMax) / 255) << format.blueShift)) >>>
    0;
  const bytes = format.bitsPerPixel / 8;
  const out = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) {
    const shift = 8 * (format.bigEndian ? bytes - 1 - i : i);
    out[i] = (value >>> shift) & 0xff;
  }
  return out;
}

function serverInit(name: string): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const out = Buffer.alloc(24 + nameBytes.length);
  out.writeUInt16BE(SCREEN_WIDTH, 0);
  out.writeUInt16BE(SCREEN_HEIGHT, 2);
  out.writeUInt8(32, 4); // bits per pixel
  out.writeUInt8(24, 5); // depth
  out.writeUInt8(0, 6); // big-endian: no
  out.writeUInt8(1, 7); // true colour
  out.writeUInt16BE(255, 8);
  out.writeUInt16BE(255, 10);
  out.writeUInt16BE(255, 12);
  out.writeUInt8(16, 14);
  out.writeUInt8(8, 15);
  out.writeUInt8(0, 16);
  out.writeUInt32BE(nameBytes.length, 20);
  nameBytes.copy(out, 24);
  return out;
}

function framebufferUpdate(lit: Uint8Array, format: PixelFormat): Buffer {
  const fg = pixelBytes(format, FOREGROUND);
  const bg = pixelBytes(format, BACKGROUND);
  const size = fg.length;
  const header = Buffer.alloc(16);
  header.writeUInt8(0, 0); // FramebufferUpdate
  header.writeUInt16BE(1, 2); // one rectangle
  header.writeUInt16BE(0, 4);
  header.writeUInt16BE(0, 6);
  header.writeUInt16BE(SCREEN_WIDTH, 8);
  header.writeUInt16BE(SCREEN_HEIGHT, 10);
  header.writeInt32BE(0, 12); // raw
  const pixels = Buffer.alloc(lit.length * size);
  for (let i = 0; i < lit.length; i++) (lit[i] ? fg : bg).copy(pixels, i * size);
  return Buffer.concat([header, pixels]);
}

/** What the client sends, by message type: its length once enough bytes are there (null: wait). */
function clientMessageLength(buf: Buffer): number | null {
  const type = buf[0]!;
  switch (type) {
    case 0: // SetPixelFormat
      return 20;
    case 2: // SetEncodings
      return buf.length < 4 ? null : 4 + 4 * buf.readUInt16BE(2);
    case 3: // FramebufferUpdateRequest
      return 10;
    case 4: // KeyEvent
      return 8;
    case 5: // PointerEvent
      return 6;
    case 6: // ClientCutText
      return buf.length < 8 ? null : 8 + buf.readUInt32BE(4);
    default:
      return -1;
  }
}

/** The simulated screen: an RFB server speaking through the console's binary frames. */
export function openSimulatedVnc(lines: string[], name: string, sink: ConsoleSink): ConsoleUpstream {
  let open = true;
  let stage: 'version' | 'security' | 'init' | 'normal' = 'version';
  let buffer = Buffer.alloc(0);
  let format: PixelFormat = SERVER_FORMAT;
  const lit = bootScreen(lines);
  const send = (data: Buffer) => {
    if (open) sink.binary(data);
  };
  const fail = () => {
    if (!open) return;
    open = false;
    sink.closed(new Error('The simulated screen got a message it does not know'));
  };

  queueMicrotask(() => send(Buffer.from('RFB 003.008\n', 'latin1')));

  function take(n: number): Buffer | null {
    if (buffer.length < n) return null;
    const out = buffer.subarray(0, n);
    buffer = buffer.subarray(n);
    return out;
  }

  function process(): void {
    for (;;) {
      if (!open) return;
      if (stage === 'version') {
        const version = take(12);
        if (!version) return;
        if (!/^RFB 003\.00[378]\n$/.test(version.toString('latin1'))) return fail();
        send(Buffer.from([1, 1])); // one security type: None
        stage = 'security';
      } else if (stage === 'security') {
        const chosen = take(1);
        if (!chosen) return;
        if (chosen[0] !== 1) return fail();
        send(Buffer.from([0, 0, 0, 0])); // SecurityResult: OK
        stage = 'init';
      } else if (stage === 'init') {
        if (!take(1)) return; // ClientInit (shared flag)
        send(serverInit(name));
        stage = 'normal';
      } else {
        if (buffer.length === 0) return;
        const length = clientMessageLength(buffer);
        if (length === -1) return fail();
        if (length === null || buffer.length < length) return;
        const message = take(length)!;
        if (message[0] === 0) {
          const bpp = message.readUInt8(4);
          if (bpp !== 32 || message.readUInt8(7) !== 1) return fail();
          format = {
            bitsPerPixel: 32,
            bigEndian: message.readUInt8(6) !== 0,
            redMax: message.readUInt16BE(8),
            greenMax: message.readUInt16BE(10),
            blueMax: message.readUInt16BE(12),
            redShift: message.readUInt8(14),
            greenShift: message.readUInt8(15),
            blueShift: message.readUInt8(16),
          };
        } else if (message[0] === 3 && message[1] === 0) {
          // A full update asked for: the whole screen. Incremental ones wait: nothing changes.
          send(framebufferUpdate(lit, format));
        }
      }
    }
  }

  return {
    vncPassword: null,
    send() {},
    sendBinary(data) {
      if (!open) return;
      buffer = Buffer.concat([buffer, data]);
      process();
    },
    close() {
      open = false;
    },
  };
}
