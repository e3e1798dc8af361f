import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  canonicalAddress,
  compileTrustedProxies,
  parseTrustedProxies,
  resolveClient,
} from './trusted-proxies.ts';

describe('parseTrustedProxies (TRUSTED_PROXIES)', () => {
  it('trusts nobody when unset or blank', () => {
    expect(parseTrustedProxies(undefined)).toEqual({ value: [], problems: [] });
    expect(parseTrustedProxies('  ')).toEqual({ value: [], problems: [] });
    expect(compileTrustedProxies([])).toBeUndefined();
  });

  it('takes addresses, CIDR ranges of both families and loopback, trimmed, skipping blank entries', () => {
    expect(
      parseTrustedProxies(' loopback, 10.0.0.0/8 ,192.0.2.7,, 2001:db8::/32, fd00::1, ::ffff:10.1.2.3,'),
    ).toEqual({
      value: ['loopback', '10.0.0.0/8', '192.0.2.7', '2001:db8::/32', 'fd00::1', '::ffff:10.1.2.3'],
      problems: [],
    });
  });

  it('names every malformed entry and keeps none of the list', () => {
    const { value, problems } = parseTrustedProxies(
      '10.0.0.1, 10.0.0.256, proxy.example.com, 127.1, 2130706433, 10.0.0.0/33, ::/129, 10.0.0.0/0, ' +
        '10.0.0.0/, 10.0.0.0/8/8, 10.0.0.0/255.0.0.0, uniquelocal, Loopback, 1.2.3.4:80',
    );
    expect(value).toEqual([]);
    expect(problems).toEqual([
      expect.stringContaining('"10.0.0.256" is not an IPv4 or IPv6 address, a CIDR range'),
      expect.stringContaining('"proxy.example.com" is not'),
      expect.stringContaining('"127.1" is not'),
      expect.stringContaining('"2130706433" is not'),
      'TRUSTED_PROXIES: "10.0.0.0/33" has a prefix length outside 1 to 32',
      'TRUSTED_PROXIES: "::/129" has a prefix length outside 1 to 128',
      'TRUSTED_PROXIES: "10.0.0.0/0" has a prefix length outside 1 to 32',
      expect.stringContaining('"10.0.0.0/" is not'),
      expect.stringContaining('"10.0.0.0/8/8" is not'),
      expect.stringContaining('"10.0.0.0/255.0.0.0" is not'),
      expect.stringContaining('"uniquelocal" is not'),
      expect.stringContaining('"Loopback" is not'),
      expect.stringContaining('"1.2.3.4:80" is not'),
    ]);
    expect(problems[0]).toBe(
      'TRUSTED_PROXIES: "10.0.0.256" is not an IPv4 or IPv6 address, a CIDR range such as 10.0.0.0/8 or fd00::/8, or loopback',
    );
  });
});

describe('canonicalAddress', () => {
  it('writes one client one way', () => {
    expect(canonicalAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(canonicalAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(canonicalAddress('::FFFF:7f00:1')).toBe('127.0.0.1');
    expect(canonicalAddress('::FFFF:10.0.0.7')).toBe('10.0.0.7');
    expect(canonicalAddress('::ffff:10.0.0.256')).toBeUndefined();
    expect(canonicalAddress('2001:DB8:0:0::1')).toBe('2001:db8::1');
    expect(canonicalAddress('::1')).toBe('::1');
    expect(canonicalAddress('::1.2.3.4')).toBe('::1.2.3.4');
  });

  it('is undefined for what is not an address', () => {
    for (const text of ['', 'unknown', '1.2.3.4:80', '[::1]', '127.1', '2130706433', ' 1.2.3.4', '1.2.3.4\t'])
      expect(canonicalAddress(text)).toBeUndefined();
  });
});

describe('compileTrustedProxies', () => {
  it('answers the same for an address asked again, also after more addresses than it remembers', () => {
    const trust = compileTrustedProxies(['loopback', '10.0.0.0/8'])!;
    const asked = ['127.0.0.1', '::ffff:10.1.2.3', '198.51.100.7', '::1', 'garbage', 'x'.repeat(100)];
    const first = asked.map(trust);
    expect(first).toEqual([true, true, false, true, false, false]);
    for (let i = 0; i < 12_000; i += 1) trust(`172.16.${i >> 8}.${i & 255}`);
    expect(asked.map(trust)).toEqual(first);
    expect(trust('172.16.0.1')).toBe(false);
  });
});

const PROXY = '127.0.0.1';
const trusting = (setting: string) => compileTrustedProxies(parseTrustedProxies(setting).value);
const resolve = (
  socket: string,
  headers: Record<string, unknown>,
  setting = 'loopback',
  connection: 'http' | 'https' = 'http',
) => resolveClient(socket, headers, trusting(setting), connection);

describe('resolveClient', () => {
  it('without trusted proxies: the connection, whatever the headers say', () => {
    const headers = { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' };
    expect(resolveClient(PROXY, headers, undefined, 'http')).toEqual({ address: PROXY, protocol: 'http' });
    expect(resolveClient('::ffff:203.0.113.9', headers, undefined, 'http')).toEqual({
      address: '203.0.113.9',
      protocol: 'http',
    });
  });

  it('from a connection that is not a trusted proxy: the connection, its headers ignored', () => {
    const headers = { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' };
    expect(resolve('203.0.113.9', headers, '10.0.0.0/8')).toEqual({
      address: '203.0.113.9',
      protocol: 'http',
    });
    expect(resolve('10.0.0.1', headers, '10.0.0.2')).toEqual({ address: '10.0.0.1', protocol: 'http' });
    // Not loopback: 127.0.0.0/8 and ::1 only.
    expect(resolve('::2', headers)).toEqual({ address: '::2', protocol: 'http' });
  });

  it('from a trusted proxy: the right-most forwarded address that is not itself trusted', () => {
    expect(resolve(PROXY, { 'x-forwarded-for': '198.51.100.7' })).toMatchObject({ address: '198.51.100.7' });
    // The client wrote 192.0.2.1 itself; the proxy appended the address it saw.
    expect(resolve(PROXY, { 'x-forwarded-for': '192.0.2.1, 198.51.100.7' })).toMatchObject({
      address: '198.51.100.7',
    });
    // Two trusted hops (a load balancer at 10.0.0.5 in front of the local proxy).
    expect(
      resolve(PROXY, { 'x-forwarded-for': '192.0.2.1,198.51.100.7 , 10.0.0.5' }, 'loopback,10.0.0.0/8'),
    ).toMatchObject({ address: '198.51.100.7' });
    // Every hop trusted: the left-most.
    expect(resolve(PROXY, { 'x-forwarded-for': '10.0.0.9, 10.0.0.5' }, 'loopback,10.0.0.0/8')).toMatchObject({
      address: '10.0.0.9',
    });
    // No header: the proxy itself is asking (a health check).
    expect(resolve(PROXY, {})).toEqual({ address: PROXY, protocol: 'http' });
  });

  it('matches IPv4-mapped IPv6 connections and ranges of both families', () => {
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    expect(resolve('::ffff:127.0.0.1', headers)).toMatchObject({ address: '198.51.100.7' });
    expect(resolve('::ffff:10.1.2.3', headers, '10.0.0.0/8')).toMatchObject({ address: '198.51.100.7' });
    expect(resolve('10.1.2.3', headers, '::ffff:10.1.2.3')).toMatchObject({ address: '198.51.100.7' });
    expect(resolve('::1', headers)).toMatchObject({ address: '198.51.100.7' });
    expect(resolve('fd00::17', { 'x-forwarded-for': '2001:DB8::0:1' }, 'fd00::/8')).toMatchObject({
      address: '2001:db8::1',
    });
    expect(resolve(PROXY, { 'x-forwarded-for': '::ffff:198.51.100.7' })).toMatchObject({
      address: '198.51.100.7',
    });
    // An IPv6 range does not take IPv4 connections.
    expect(resolve('10.1.2.3', headers, 'fd00::/8')).toMatchObject({ address: '10.1.2.3' });
  });

  it('ignores forwarded values that are not addresses: the trusted hop that reported them is the client', () => {
    for (const forwarded of [
      'unknown',
      '198.51.100.7:4711',
      '[2001:db8::1]',
      '_hidden',
      '2130706433',
      '',
      ' , ,',
    ])
      expect(resolve(PROXY, { 'x-forwarded-for': forwarded })).toEqual({ address: PROXY, protocol: 'http' });
    expect(resolve(PROXY, { 'x-forwarded-for': '198.51.100.7, garbage' })).toMatchObject({ address: PROXY });
    expect(resolve(PROXY, { 'x-forwarded-for': 'garbage, 10.0.0.5' }, 'loopback,10.0.0.0/8')).toMatchObject({
      address: '10.0.0.5',
    });
    // Trusted in a spelling that is no address here (2130706433 is 127.0.0.1 to ipaddr.js): passed over too.
    expect(resolve(PROXY, { 'x-forwarded-for': 'garbage, 2130706433' })).toEqual({
      address: PROXY,
      protocol: 'http',
    });
    // Ignored to the left of the client.
    expect(resolve(PROXY, { 'x-forwarded-for': 'garbage, 198.51.100.7' })).toMatchObject({
      address: '198.51.100.7',
    });
  });

  it('never throws and always answers an address, whatever the headers hold', () => {
    const values: unknown[] = [
      undefined,
      null,
      42,
      {},
      ['198.51.100.7', 7],
      ['192.0.2.1', '198.51.100.7'],
      ',,,',
      '\u0000\uffff',
      '::1.2.3.4',
      '1::1.2.3.4',
      'fe80::1%eth0',
      '%',
      '::ffff:',
      'garbage, 0x7f.0.0.1, 10.0.0.5',
      '0x0a000001, 2130706433',
      'x'.repeat(100_000),
      Array.from({ length: 5000 }, (_, i) => `10.0.${i % 250}.1`).join(','),
    ];
    for (const value of values) {
      const client = resolve(
        PROXY,
        { 'x-forwarded-for': value, 'x-forwarded-proto': value },
        'loopback,10.0.0.0/8',
      );
      expect(isIP(client.address.split('%')[0]!), String(value).slice(0, 40)).not.toBe(0);
      expect(['http', 'https']).toContain(client.protocol);
    }
    expect(resolve(PROXY, { 'x-forwarded-for': ['192.0.2.1', '198.51.100.7'] })).toMatchObject({
      address: '198.51.100.7',
    });
  });

  it('takes X-Forwarded-Proto from a trusted proxy only, the value of the proxy that saw the client', () => {
    const via = (proto: unknown, forwarded = '198.51.100.7', setting = 'loopback') =>
      resolve(PROXY, { 'x-forwarded-for': forwarded, 'x-forwarded-proto': proto }, setting).protocol;
    expect(via('https')).toBe('https');
    expect(via(' HTTPS ')).toBe('https');
    expect(via('http')).toBe('http');
    expect(resolve(PROXY, { 'x-forwarded-proto': 'http' }, 'loopback', 'https').protocol).toBe('http');
    // Not a scheme: the connection's.
    expect(via('ftp')).toBe('http');
    expect(via('https;')).toBe('http');
    expect(resolve(PROXY, { 'x-forwarded-proto': 'wss' }, 'loopback', 'https').protocol).toBe('https');
    // A proxy that appends: the client's own claim (left) loses to what the proxy saw (right).
    expect(via('https, http')).toBe('http');
    // Two appending proxies: the outer one saw the client.
    expect(via('https, http', '198.51.100.7, 10.0.0.5', 'loopback,10.0.0.0/8')).toBe('https');
    // Two proxies, the inner one passing the outer one's value on.
    expect(via('https', '198.51.100.7, 10.0.0.5', 'loopback,10.0.0.0/8')).toBe('https');
    // Untrusted: ignored.
    expect(resolve('203.0.113.9', { 'x-forwarded-proto': 'https' }).protocol).toBe('http');
  });
});
