import { describe, expect, it } from 'vitest';
import { checkHostname, defaultHostname, isHostname, normalizeHostname, splitHostname } from './hostnames';
import { SERVER_MESSAGES } from './messages';

describe('hostnames', () => {
  it.each([
    'web1',
    'web1.example.com',
    'a',
    '1x',
    'x'.repeat(63),
    `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`,
  ])('accepts %s', (name) => expect(isHostname(name)).toBe(true));

  it.each(['', '-web', 'web-', 'we_b', 'web..x', '.web', 'x'.repeat(64), 'wéb', `${'a.'.repeat(126)}ab`])(
    'refuses %j',
    (name) => expect(isHostname(name)).toBe(false),
  );

  it('normalises case, blank space and a trailing dot before checking', () => {
    expect(normalizeHostname('  Web1.Example.COM. ')).toBe('web1.example.com');
    expect(checkHostname('Web1.Example.com.')).toEqual({ ok: true, hostname: 'web1.example.com' });
    expect(checkHostname('web_1')).toEqual({ ok: false, message: SERVER_MESSAGES.hostnameInvalid });
  });

  it("derives a default from the plan's name and the order's number", () => {
    expect(defaultHostname('KVM Pro 4', '3f9a2c1e-0000-4000-8000-000000000000')).toBe('kvm-pro-4-3f9a2c1e');
    expect(defaultHostname('ሰርቨር', '3f9a2c1e-0000-4000-8000-000000000000')).toBe('server-3f9a2c1e');
    expect(isHostname(defaultHostname('x'.repeat(100), '3f9a2c1e-0000-4000-8000-000000000000'))).toBe(true);
  });

  it('splits the machine name from its domain', () => {
    expect(splitHostname('web1')).toEqual({ name: 'web1', domain: null });
    expect(splitHostname('web1.example.com')).toEqual({ name: 'web1', domain: 'example.com' });
  });
});
