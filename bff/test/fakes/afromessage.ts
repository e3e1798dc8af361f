/**
 * An in-process AfroMessage SMS API for tests: a real HTTP server on 127.0.0.1 (port 0) with
 * `GET|POST /api/send` as AfroMessage documents it: `Authorization: Bearer <token>` (else 401 and
 * an error acknowledge), `to` and `message` required (query parameters or a JSON body; `from`
 * and `sender` optional). It answers `{ acknowledge: 'success', response: { code: '202',
 * message: 'SMS is queued for delivery.', to, message_id } }`, or `{ acknowledge: 'error',
 * response: { errors: [...] } }` (HTTP 200, as AfroMessage does for a refused message), so a
 * client that trusts the status code alone is caught. `refuseNext(reason, times)` makes the next
 * sends error acknowledges. Every request is recorded.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_AFROMESSAGE_TOKEN = 'afro-test-token-0123456789';

export interface RecordedSms {
  method: string;
  authorization: string | undefined;
  params: Record<string, unknown>;
  acknowledge: 'success' | 'error';
}

export interface FakeAfroMessage {
  /** AFROMESSAGE_URL. */
  url: string;
  token: string;
  requests: RecordedSms[];
  /** The SMS accepted: { from, sender, to, message }. */
  sent(): { from?: string; sender?: string; to: string; message: string }[];
  /** The next `times` (1) sends get an error acknowledge (HTTP 200) with this reason. */
  refuseNext(reason: string, times?: number): void;
  close(): Promise<void>;
}

async function paramsOf(request: IncomingMessage, url: URL): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
  if (body === '') return params;
  try {
    return { ...params, ...(JSON.parse(body) as Record<string, unknown>) };
  } catch {
    return params;
  }
}

export async function startFakeAfroMessage(
  options: { token?: string; port?: number } = {},
): Promise<FakeAfroMessage> {
  const token = options.token ?? FAKE_AFROMESSAGE_TOKEN;
  const requests: RecordedSms[] = [];
  const accepted: { from?: string; sender?: string; to: string; message: string }[] = [];
  let refusal: { reason: string; times: number } | undefined;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const params = await paramsOf(request, url);
    const record = (acknowledge: 'success' | 'error') =>
      requests.push({
        method: request.method ?? '',
        authorization: request.headers.authorization,
        params,
        acknowledge,
      });
    if (url.pathname !== '/api/send' || (request.method !== 'GET' && request.method !== 'POST')) {
      record('error');
      return send(404, { acknowledge: 'error', response: { errors: ['Not found'] } });
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      record('error');
      return send(401, { acknowledge: 'error', response: { errors: ['Unauthorized: invalid token'] } });
    }
    const errors: string[] = [];
    if (typeof params.to !== 'string' || params.to.trim() === '') errors.push('to is required');
    if (typeof params.message !== 'string' || params.message.trim() === '')
      errors.push('message is required');
    if (errors.length === 0 && refusal !== undefined && refusal.times > 0) {
      errors.push(refusal.reason);
      refusal.times -= 1;
    }
    if (errors.length > 0) {
      record('error');
      return send(200, { acknowledge: 'error', response: { errors } });
    }
    record('success');
    const sms = {
      ...(typeof params.from === 'string' ? { from: params.from } : {}),
      ...(typeof params.sender === 'string' ? { sender: params.sender } : {}),
      to: params.to as string,
      message: params.message as string,
    };
    accepted.push(sms);
    send(200, {
      acknowledge: 'success',
      response: { code: '202', message: 'SMS is queued for delivery.', to: sms.to, message_id: randomUUID() },
    });
  }

  const server = http.createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    requests,
    sent: () => [...accepted],
    refuseNext: (reason, times = 1) => {
      refusal = { reason, times };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
