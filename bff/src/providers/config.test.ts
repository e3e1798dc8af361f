import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseProviderConfig, SIMULATED_DEFAULTS } from './config.ts';
import type * as ProxmoxModule from './proxmox/index.ts';
import type * as PterodactylModule from './pterodactyl/index.ts';

// The panels' parsers run for real unless a test stands in for one (to see how their answers
// are merged without knowing a panel's variables).
const stand = vi.hoisted(() => ({
  proxmox: null as null | ((env: NodeJS.ProcessEnv) => { value: unknown; problems: string[] }),
  pterodactyl: null as null | ((env: NodeJS.ProcessEnv) => { value: unknown; problems: string[] }),
}));
vi.mock('./proxmox/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof ProxmoxModule>();
  return {
    ...real,
    parseProxmoxConfig: (env: NodeJS.ProcessEnv) => (stand.proxmox ?? real.parseProxmoxConfig)(env),
  };
});
vi.mock('./pterodactyl/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof PterodactylModule>();
  return {
    ...real,
    parsePterodactylConfig: (env: NodeJS.ProcessEnv) =>
      (stand.pterodactyl ?? real.parsePterodactylConfig)(env),
  };
});

afterEach(() => {
  stand.proxmox = null;
  stand.pterodactyl = null;
});

describe('parseProviderConfig', () => {
  it('runs everything simulated by default, with the default pool and delays', () => {
    expect(parseProviderConfig({})).toEqual({
      value: {
        kvm: 'simulated',
        game: 'simulated',
        simulated: {
          ipPool: { first: '10.77.0.10', last: '10.77.255.250' },
          ip6Pool: { first: 'fd77::10', last: 'fd77::ffff' },
          delays: { transitionMs: 3000, createMs: 20000 },
        },
        proxmox: undefined,
        pterodactyl: undefined,
      },
      problems: [],
    });
    expect(SIMULATED_DEFAULTS.ipPool).toBe('10.77.0.10-10.77.255.250');
    expect(SIMULATED_DEFAULTS.ip6Pool).toBe('fd77::10-fd77::ffff');
  });

  it('reads empty variables as unset', () => {
    const { value, problems } = parseProviderConfig({
      PROVIDER_KVM: '',
      PROVIDER_GAME: ' ',
      SIMULATED_IP_POOL: '',
      SIMULATED_DELAY_MS: '',
      SIMULATED_CREATE_MS: '',
    });
    expect(problems).toEqual([]);
    expect(value).toEqual(parseProviderConfig({}).value);
  });

  it('reads the simulated settings', () => {
    const { value, problems } = parseProviderConfig({
      SIMULATED_IP_POOL: '192.168.5.1 - 192.168.5.9',
      SIMULATED_IP6_POOL: 'FD00:0:0:5::1-fd00:0:0:5::ff',
      SIMULATED_DELAY_MS: '0',
      SIMULATED_CREATE_MS: '1500',
    });
    expect(problems).toEqual([]);
    expect(value.simulated).toEqual({
      ipPool: { first: '192.168.5.1', last: '192.168.5.9' },
      ip6Pool: { first: 'fd00:0:0:5::1', last: 'fd00:0:0:5::ff' },
      delays: { transitionMs: 0, createMs: 1500 },
    });
  });

  it('accepts a pool of one address', () => {
    expect(parseProviderConfig({ SIMULATED_IP_POOL: '10.0.0.1-10.0.0.1' }).problems).toEqual([]);
  });

  it.each([
    ['PROVIDER_KVM', 'vmware', /^PROVIDER_KVM must be one of simulated, proxmox \(got "vmware"\)$/],
    ['PROVIDER_KVM', 'pterodactyl', /^PROVIDER_KVM must be one of simulated, proxmox/],
    ['PROVIDER_GAME', 'proxmox', /^PROVIDER_GAME must be one of simulated, pterodactyl \(got "proxmox"\)$/],
    ['SIMULATED_IP_POOL', '10.77.0.10', /^SIMULATED_IP_POOL must be a range of IPv4 addresses/],
    ['SIMULATED_IP_POOL', '10.77.0.10-10.77.0.256', /^SIMULATED_IP_POOL must be a range/],
    ['SIMULATED_IP_POOL', '10.77.0-10.77.0.20', /^SIMULATED_IP_POOL must be a range/],
    ['SIMULATED_IP_POOL', '10.0.0.1-10.0.0.2-10.0.0.3', /^SIMULATED_IP_POOL must be a range/],
    ['SIMULATED_IP_POOL', '10.77.0.010-10.77.0.20', /^SIMULATED_IP_POOL must be a range/],
    ['SIMULATED_IP_POOL', 'fd00::1-fd00::9', /^SIMULATED_IP_POOL must be a range/],
    ['SIMULATED_IP_POOL', '10.77.0.20-10.77.0.10', /^SIMULATED_IP_POOL must start at or below its end/],
    ['SIMULATED_IP6_POOL', '10.77.0.10-10.77.0.20', /^SIMULATED_IP6_POOL must be a range of IPv6 addresses/],
    ['SIMULATED_IP6_POOL', 'fd77::1::2-fd77::9', /^SIMULATED_IP6_POOL must be a range/],
    ['SIMULATED_IP6_POOL', 'fd77::9-fd77::1', /^SIMULATED_IP6_POOL must start at or below its end/],
    ['SIMULATED_DELAY_MS', '-1', /^SIMULATED_DELAY_MS must be a whole number of milliseconds/],
    ['SIMULATED_DELAY_MS', '2.5', /^SIMULATED_DELAY_MS must be a whole number/],
    [
      'SIMULATED_CREATE_MS',
      '20s',
      /^SIMULATED_CREATE_MS must be a whole number of milliseconds, 0 or more \(got "20s"\)$/,
    ],
    ['SIMULATED_CREATE_MS', '99999999999999999999', /^SIMULATED_CREATE_MS must be a whole number/],
  ])('names %s when it is "%s"', (variable, value, message) => {
    const { problems } = parseProviderConfig({ [variable]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('reports every bad value at once', () => {
    const { problems } = parseProviderConfig({
      PROVIDER_KVM: 'x',
      PROVIDER_GAME: 'y',
      SIMULATED_IP_POOL: 'z',
      SIMULATED_DELAY_MS: 'soon',
      SIMULATED_CREATE_MS: 'later',
    });
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'PROVIDER_KVM',
      'PROVIDER_GAME',
      'SIMULATED_IP_POOL',
      'SIMULATED_DELAY_MS',
      'SIMULATED_CREATE_MS',
    ]);
  });

  describe('panels', () => {
    it("passes on Proxmox's problems when KVM runs on Proxmox without its settings", () => {
      const { value, problems } = parseProviderConfig({ PROVIDER_KVM: 'proxmox' });
      expect(value.kvm).toBe('proxmox');
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems) expect(problem).toMatch(/PROXMOX_/);
    });

    it("passes on Pterodactyl's problems when games run on Pterodactyl without its settings", () => {
      const { value, problems } = parseProviderConfig({ PROVIDER_GAME: 'pterodactyl' });
      expect(value.game).toBe('pterodactyl');
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems) expect(problem).toMatch(/PTERODACTYL_/);
    });

    it('keeps a selected panel’s settings and problems exactly as its parser answers them', () => {
      stand.proxmox = () => ({ value: { url: 'https://pve.example' }, problems: ['PROXMOX_NODE is odd'] });
      stand.pterodactyl = () => ({ value: { url: 'https://panel.example' }, problems: [] });
      const { value, problems } = parseProviderConfig({
        PROVIDER_KVM: 'proxmox',
        PROVIDER_GAME: 'pterodactyl',
        SIMULATED_DELAY_MS: 'x',
      });
      expect(problems).toEqual([
        'SIMULATED_DELAY_MS must be a whole number of milliseconds, 0 or more (got "x")',
        'PROXMOX_NODE is odd',
      ]);
      expect(value.proxmox).toEqual({ url: 'https://pve.example' });
      expect(value.pterodactyl).toEqual({ url: 'https://panel.example' });
    });

    it('keeps complete settings of a panel no family selects (its old services stay managed)', () => {
      stand.proxmox = () => ({ value: { url: 'https://pve.example' }, problems: [] });
      const { value, problems } = parseProviderConfig({});
      expect(problems).toEqual([]);
      expect(value.kvm).toBe('simulated');
      expect(value.proxmox).toEqual({ url: 'https://pve.example' });
    });

    it('ignores incomplete settings of a panel no family selects', () => {
      stand.pterodactyl = () => ({ value: undefined, problems: ['PTERODACTYL_URL is required'] });
      const { value, problems } = parseProviderConfig({});
      expect(problems).toEqual([]);
      expect(value.pterodactyl).toBeUndefined();
    });
  });
});
