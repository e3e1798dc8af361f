import { Writable } from 'node:stream';
import Hapi from '@hapi/hapi';
import { afterEach, describe, expect, it } from 'vitest';
import { loggingPlugin } from './logging.ts';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { id: string; method: string; url: string; remoteAddress: string; userAgent?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message: string; stack: string };
  [key: string]: unknown;
}

let server: Hapi.Server | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** A server with the logging plugin writing into `lines`, and a few routes. */
async function logged(level: 'info' | 'warn' = 'info') {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  server = Hapi.server();
  await server.register({ plugin: loggingPlugin, options: { level, stream } });
  server.route([
    { method: 'GET', path: '/api/things', handler: () => ({ ok: true }) },
    { method: 'GET', path: '/api/health', handler: () => ({ status: 'ok' }) },
    {
      method: 'POST',
      path: '/api/talk',
      handler: (request) => {
        request.logger.warn({ user: { email: 'a@b.et', password: 'hunter22' } }, 'something to say');
        return { said: true };
      },
    },
    {
      method: 'GET',
      path: '/api/fail',
      handler: () => {
        throw new Error('the disk is full');
      },
    },
  ]);
  await server.initialize();
  return { server, lines };
}

describe('the logging plugin', () => {
  it('writes one line per request: what was asked, how it ended and how long it took', async () => {
    const { server, lines } = await logged();
    await server.inject({
      url: '/api/things?page=2',
      headers: { 'user-agent': 'curl/8', authorization: 'Bearer secret.token.here' },
    });
    const line = lines.find((l) => l.msg === 'request completed')!;
    expect(line.req).toMatchObject({ method: 'GET', url: '/api/things?page=2', userAgent: 'curl/8' });
    expect(line.req!.id).toEqual(expect.any(String));
    expect(line.res).toEqual({ statusCode: 200 });
    expect(line.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain('secret.token.here');
  });

  it('cuts a 16 KB URL at 2,048 characters with a marker, over a real socket', async () => {
    const { server, lines } = await logged();
    await server.start();
    // 16,000 characters: as long as Node's 16 KiB header limit lets a request line be.
    const path = `/api/things?q=${'a'.repeat(16_000 - '/api/things?q='.length)}`;
    const res = await fetch(`http://127.0.0.1:${String(server.info.port)}${path}`);
    expect(res.status).toBe(200);
    await res.text();
    await expect.poll(() => lines.some((l) => l.msg === 'request completed')).toBe(true);
    const line = lines.find((l) => l.msg === 'request completed')!;
    expect(line.req!.url).toBe(`${path.slice(0, 2048)}…[cut 13952 characters]`);
    expect(JSON.stringify(line).length).toBeLessThan(2_500);
  });

  it('cuts a long User-Agent and the URL of a request error line too, and leaves short ones whole', async () => {
    const { server, lines } = await logged();
    const userAgent = `probe/${'b'.repeat(9_994)}`;
    await server.inject({ url: '/api/things', headers: { 'user-agent': userAgent } });
    expect(lines.at(-1)!.req!.userAgent).toBe(`${userAgent.slice(0, 2048)}…[cut 7952 characters]`);
    await server.inject(`/api/fail?x=${'c'.repeat(10_000)}`);
    const error = lines.find((l) => l.msg === 'request error')!;
    expect(error.req!.url).toBe(
      `/api/fail?x=${'c'.repeat(2048 - '/api/fail?x='.length)}…[cut 7964 characters]`,
    );
    await server.inject({ url: '/api/things?q=short', headers: { 'user-agent': 'curl/8' } });
    expect(lines.at(-1)!.req).toMatchObject({ url: '/api/things?q=short', userAgent: 'curl/8' });
  });

  it('writes no line for the health probe', async () => {
    const { server, lines } = await logged();
    await server.inject('/api/health');
    expect(lines.filter((l) => l.msg === 'request completed')).toEqual([]);
  });

  it("binds a request's own lines to its id and redacts passwords in them", async () => {
    const { server, lines } = await logged();
    await server.inject({ method: 'POST', url: '/api/talk', payload: { password: 'hunter22' } });
    const said = lines.find((l) => l.msg === 'something to say')!;
    const completed = lines.find((l) => l.msg === 'request completed')!;
    expect(said.reqId).toBe(completed.req!.id);
    expect(said.user).toEqual({ email: 'a@b.et', password: '[redacted]' });
    expect(JSON.stringify(lines)).not.toContain('hunter22');
  });

  it('logs a 500 with its cause, which the answer does not carry', async () => {
    const { server, lines } = await logged();
    const res = await server.inject('/api/fail');
    expect(res.statusCode).toBe(500);
    expect(res.payload).not.toContain('the disk is full');
    const error = lines.find((l) => l.msg === 'request error')!;
    expect(error.level).toBe(50);
    expect(error.err).toMatchObject({ message: 'the disk is full' });
    expect(error.err!.stack).toContain('logging.test.ts');
    expect(error.req).toMatchObject({ method: 'GET', url: '/api/fail' });
  });

  it('writes no request lines above info, but still the errors', async () => {
    const { server, lines } = await logged('warn');
    await server.inject('/api/things');
    await server.inject('/api/fail');
    expect(lines.map((l) => l.msg)).toEqual(['request error']);
  });
});
