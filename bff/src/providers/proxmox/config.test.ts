import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isProxmoxConfigured, parseProxmoxConfig } from './config.ts';

const SECRET = '5f1c2d3e-0000-4abc-9def-123456789abc';

const VALID = {
  PROXMOX_URL: 'https://pve.example.et:8006',
  PROXMOX_TOKEN_ID: 'shop@pve!provisioning',
  PROXMOX_TOKEN_SECRET: SECRET,
  PROXMOX_NODE: 'pve',
  PROXMOX_STORAGE: 'local-lvm',
  PROXMOX_BRIDGE: 'vmbr1',
  PROXMOX_TEMPLATES: 'Ubuntu 22.04=9000, Debian 12=9001,*=9002',
  PROXMOX_IP_POOL: '203.0.113.10-203.0.113.200',
  PROXMOX_GATEWAY: '203.0.113.1',
  PROXMOX_PREFIX: '24',
  PROXMOX_TLS_INSECURE: 'false',
};

function parse(overrides: Record<string, string | undefined>) {
  return parseProxmoxConfig({ ...VALID, ...overrides });
}

/** The problems of a configuration that must be refused (and answers no value). */
function problemsOf(overrides: Record<string, string | undefined>): string[] {
  const result = parse(overrides);
  expect(result.value).toBeUndefined();
  expect(result.problems.length).toBeGreaterThan(0);
  return result.problems;
}

describe('parseProxmoxConfig', () => {
  it('reads a complete configuration', () => {
    const { value, problems } = parse({});
    expect(problems).toEqual([]);
    expect(value).toEqual({
      url: 'https://pve.example.et:8006',
      tokenId: 'shop@pve!provisioning',
      node: 'pve',
      storage: 'local-lvm',
      bridge: 'vmbr1',
      templates: [
        { os: 'Ubuntu 22.04', vmid: 9000 },
        { os: 'Debian 12', vmid: 9001 },
      ],
      fallbackTemplate: 9002,
      ipPool: { first: '203.0.113.10', last: '203.0.113.200' },
      gateway: '203.0.113.1',
      prefix: 24,
      ip6: null,
      tlsInsecure: false,
    });
    expect(value!.tokenSecret).toBe(SECRET);
  });

  it('keeps the token secret out of JSON and inspect output', () => {
    const { value } = parse({});
    expect(JSON.stringify(value)).not.toContain(SECRET);
    expect(inspect(value)).not.toContain(SECRET);
  });

  it('names every missing required variable, never a value', () => {
    const { value, problems } = parseProxmoxConfig({});
    expect(value).toBeUndefined();
    expect(problems).toEqual([
      'PROXMOX_URL is required',
      'PROXMOX_TOKEN_ID is required',
      'PROXMOX_TOKEN_SECRET is required',
      'PROXMOX_NODE is required',
      'PROXMOX_STORAGE is required',
      'PROXMOX_TEMPLATES is required',
      'PROXMOX_IP_POOL is required',
      'PROXMOX_GATEWAY is required',
      'PROXMOX_PREFIX is required',
    ]);
  });

  it('treats blank values as missing', () => {
    expect(problemsOf({ PROXMOX_NODE: '   ' })).toEqual(['PROXMOX_NODE is required']);
  });

  describe('PROXMOX_URL', () => {
    it('accepts http and https with a port, and drops a trailing slash or /api2/json', () => {
      expect(parse({ PROXMOX_URL: 'http://10.0.0.2:8006' }).value?.url).toBe('http://10.0.0.2:8006');
      expect(parse({ PROXMOX_URL: 'https://pve.example.et:8006/' }).value?.url).toBe(
        'https://pve.example.et:8006',
      );
      expect(parse({ PROXMOX_URL: 'https://pve.example.et:8006/api2/json/' }).value?.url).toBe(
        'https://pve.example.et:8006',
      );
    });

    it.each([
      ['pve.example.et:8006', /PROXMOX_URL must start with https:\/\/ or http:\/\//],
      ['not a url', /PROXMOX_URL must be a URL/],
      ['ftp://pve.example.et', /PROXMOX_URL must start with https:\/\/ or http:\/\//],
      ['https://pve.example.et:8006/pve', /PROXMOX_URL must be the scheme, host and port only/],
      ['https://pve.example.et:8006/api2/extjs', /PROXMOX_URL must be the scheme, host and port only/],
      ['https://pve.example.et:8006/?x=1', /PROXMOX_URL must not have a query or a fragment/],
      ['https://root:pw@pve.example.et:8006', /PROXMOX_URL must not carry credentials/],
    ])('refuses %s', (url, message) => {
      expect(problemsOf({ PROXMOX_URL: url })).toEqual([expect.stringMatching(message)]);
    });
  });

  describe('PROXMOX_TOKEN_ID', () => {
    it.each(['root@pam!ci', 'shop.bot@pve!prov-1', 'svc@ldap-corp!tok_2'])('accepts %s', (id) => {
      expect(parse({ PROXMOX_TOKEN_ID: id }).problems).toEqual([]);
    });

    it.each(['root@pam', 'root!token', '@pam!token', 'root@pam!', 'root@pam!1token', 'ro ot@pam!t'])(
      'refuses %s',
      (id) => {
        expect(problemsOf({ PROXMOX_TOKEN_ID: id })).toEqual([
          "PROXMOX_TOKEN_ID must look like 'user@realm!tokenid' (e.g. shop@pve!provisioning)",
        ]);
      },
    );
  });

  it('PROXMOX_TOKEN_SECRET: refuses whitespace without repeating the value', () => {
    const problems = problemsOf({ PROXMOX_TOKEN_SECRET: 'abc def-secret-value' });
    expect(problems).toEqual(['PROXMOX_TOKEN_SECRET must not contain whitespace']);
    expect(problems.join(' ')).not.toContain('secret-value');
  });

  it('PROXMOX_NODE: refuses what is not a host name', () => {
    expect(problemsOf({ PROXMOX_NODE: 'pve/1' })).toEqual([
      'PROXMOX_NODE must be a node (host) name, e.g. pve',
    ]);
  });

  it('PROXMOX_STORAGE: refuses what is not a storage id', () => {
    expect(problemsOf({ PROXMOX_STORAGE: 'Local LVM' })).toEqual([
      'PROXMOX_STORAGE must be a storage id such as local-lvm',
    ]);
  });

  it('PROXMOX_BRIDGE: defaults to vmbr0 and refuses odd names', () => {
    expect(parse({ PROXMOX_BRIDGE: undefined }).value?.bridge).toBe('vmbr0');
    expect(parse({ PROXMOX_BRIDGE: '' }).value?.bridge).toBe('vmbr0');
    expect(problemsOf({ PROXMOX_BRIDGE: 'vm br0' })).toEqual([
      'PROXMOX_BRIDGE must be a bridge name such as vmbr0',
    ]);
  });

  describe('PROXMOX_TEMPLATES', () => {
    it('works without a * entry (fallback null) and with only a * entry', () => {
      expect(parse({ PROXMOX_TEMPLATES: 'Debian 12=101' }).value).toMatchObject({
        templates: [{ os: 'Debian 12', vmid: 101 }],
        fallbackTemplate: null,
      });
      expect(parse({ PROXMOX_TEMPLATES: '*=100' }).value).toMatchObject({
        templates: [],
        fallbackTemplate: 100,
      });
    });

    it.each([
      ['Ubuntu 22.04', /entry 'Ubuntu 22.04' must be 'OS name=template vmid'/],
      ['=9000', /entry '=9000' must be 'OS name=template vmid'/],
      ['Ubuntu 22.04=', /entry 'Ubuntu 22.04=' must be 'OS name=template vmid'/],
      ['Ubuntu 22.04=99', /entry 'Ubuntu 22.04=99': the vmid must be an integer from 100/],
      ['Ubuntu 22.04=9000.5', /the vmid must be an integer from 100/],
      ['Ubuntu 22.04=abc', /the vmid must be an integer from 100/],
      ['Ubuntu 22.04=9000,,*=9001', /entry '' must be/],
      ['Debian 12=101,Debian 12=102', /names 'Debian 12' twice/],
      ['*=101,*=102', /names '\*' twice/],
    ])('refuses %s', (templates, message) => {
      const problems = problemsOf({ PROXMOX_TEMPLATES: templates });
      expect(problems).toEqual([expect.stringMatching(message)]);
      expect(problems[0]).toMatch(/^PROXMOX_TEMPLATES /);
    });
  });

  describe('PROXMOX_IP_POOL, PROXMOX_GATEWAY and PROXMOX_PREFIX', () => {
    it('accepts a one-address pool', () => {
      expect(parse({ PROXMOX_IP_POOL: '203.0.113.9-203.0.113.9' }).value?.ipPool).toEqual({
        first: '203.0.113.9',
        last: '203.0.113.9',
      });
    });

    it.each(['203.0.113.10', '203.0.113.10-', '203.0.113.10-203.0.113.300', '10.0.0.1-10.0.0.2-10.0.0.3'])(
      'refuses the pool %s',
      (pool) => {
        expect(problemsOf({ PROXMOX_IP_POOL: pool })).toEqual([
          'PROXMOX_IP_POOL must be an IPv4 range first-last, e.g. 203.0.113.10-203.0.113.200',
        ]);
      },
    );

    it('refuses a pool that starts after it ends', () => {
      expect(problemsOf({ PROXMOX_IP_POOL: '203.0.113.20-203.0.113.10' })).toEqual([
        'PROXMOX_IP_POOL starts after it ends (203.0.113.20 > 203.0.113.10)',
      ]);
    });

    it('refuses a gateway that is not an IPv4 address', () => {
      expect(problemsOf({ PROXMOX_GATEWAY: '203.0.113' })).toEqual([
        'PROXMOX_GATEWAY must be an IPv4 address',
      ]);
    });

    it.each(['0', '33', '24.5', '/24', 'x'])('refuses the prefix %s', (prefix) => {
      expect(problemsOf({ PROXMOX_PREFIX: prefix })).toEqual([
        'PROXMOX_PREFIX must be an integer from 1 to 32 (e.g. 24)',
      ]);
    });

    it('accepts prefixes 1 and 32 when the network fits', () => {
      expect(parse({ PROXMOX_PREFIX: '1' }).problems).toEqual([]);
      expect(
        parse({
          PROXMOX_PREFIX: '32',
          PROXMOX_GATEWAY: '203.0.113.9',
          PROXMOX_IP_POOL: '203.0.113.9-203.0.113.9',
        }).problems,
      ).toEqual(['PROXMOX_IP_POOL must not contain PROXMOX_GATEWAY']);
    });

    it("refuses a pool outside the gateway's subnet", () => {
      expect(problemsOf({ PROXMOX_IP_POOL: '203.0.113.10-203.0.114.5' })).toEqual([
        "PROXMOX_IP_POOL must lie in the gateway's subnet (203.0.113.1/24)",
      ]);
    });

    it('refuses a pool that contains the gateway', () => {
      expect(problemsOf({ PROXMOX_IP_POOL: '203.0.113.1-203.0.113.50' })).toEqual([
        'PROXMOX_IP_POOL must not contain PROXMOX_GATEWAY',
      ]);
    });
  });

  describe('PROXMOX_TLS_INSECURE', () => {
    it.each([
      [undefined, false],
      ['', false],
      ['false', false],
      ['0', false],
      ['FALSE', false],
      ['true', true],
      ['1', true],
      ['True', true],
    ])('reads %s as %s', (raw, expected) => {
      expect(parse({ PROXMOX_TLS_INSECURE: raw }).value?.tlsInsecure).toBe(expected);
    });

    it('refuses anything else', () => {
      expect(problemsOf({ PROXMOX_TLS_INSECURE: 'yes' })).toEqual([
        'PROXMOX_TLS_INSECURE must be true, false, 1 or 0',
      ]);
    });
  });

  describe('IPv6 (PROXMOX_IP6_*)', () => {
    const IP6 = {
      PROXMOX_IP6_POOL: '2001:DB8:10::100 - 2001:db8:10:0::ffff',
      PROXMOX_IP6_GATEWAY: '2001:db8:10::1',
      PROXMOX_IP6_PREFIX: '64',
    };

    it('reads the three together, written canonically', () => {
      const { value, problems } = parse(IP6);
      expect(problems).toEqual([]);
      expect(value!.ip6).toEqual({
        pool: { first: '2001:db8:10::100', last: '2001:db8:10::ffff' },
        gateway: '2001:db8:10::1',
        prefix: 64,
      });
    });

    it('names the missing ones when only some are set', () => {
      expect(problemsOf({ PROXMOX_IP6_POOL: IP6.PROXMOX_IP6_POOL })).toEqual([
        'PROXMOX_IP6_GATEWAY, PROXMOX_IP6_PREFIX must be set too: PROXMOX_IP6_POOL, PROXMOX_IP6_GATEWAY and PROXMOX_IP6_PREFIX go together',
      ]);
    });

    it.each([
      [{ PROXMOX_IP6_POOL: '203.0.113.10-203.0.113.20' }, /^PROXMOX_IP6_POOL must be an IPv6 range/],
      [{ PROXMOX_IP6_POOL: '2001:db8:10::ffff-2001:db8:10::100' }, /^PROXMOX_IP6_POOL starts after it ends/],
      [{ PROXMOX_IP6_GATEWAY: '203.0.113.1' }, /^PROXMOX_IP6_GATEWAY must be an IPv6 address$/],
      [{ PROXMOX_IP6_PREFIX: '129' }, /^PROXMOX_IP6_PREFIX must be an integer from 1 to 128/],
      [
        { PROXMOX_IP6_GATEWAY: '2001:db8:11::1' },
        /^PROXMOX_IP6_POOL must lie in the IPv6 gateway's subnet \(2001:db8:11::1\/64\)$/,
      ],
      [
        { PROXMOX_IP6_GATEWAY: '2001:db8:10::200' },
        /^PROXMOX_IP6_POOL must not contain PROXMOX_IP6_GATEWAY$/,
      ],
    ])('refuses %o', (overrides, message) => {
      const problems = problemsOf({ ...IP6, ...overrides });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(message);
    });
  });

  it('reports several problems at once', () => {
    expect(
      problemsOf({ PROXMOX_URL: undefined, PROXMOX_PREFIX: '40', PROXMOX_TOKEN_ID: 'nope' }).sort(),
    ).toEqual(
      [
        'PROXMOX_URL is required',
        'PROXMOX_PREFIX must be an integer from 1 to 32 (e.g. 24)',
        "PROXMOX_TOKEN_ID must look like 'user@realm!tokenid' (e.g. shop@pve!provisioning)",
      ].sort(),
    );
  });
});

describe('isProxmoxConfigured', () => {
  it('is true as soon as one PROXMOX_* variable is set, false when none is', () => {
    expect(isProxmoxConfigured({})).toBe(false);
    expect(isProxmoxConfigured({ PROXMOX_URL: ' ', OTHER: 'x' })).toBe(false);
    expect(isProxmoxConfigured({ PROXMOX_NODE: 'pve' })).toBe(true);
  });
});
