import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN } from '../../../test/fakes/pterodactyl/fake-validation.ts';
import {
  DEFAULT_DISK_MB,
  panelUserBody,
  panelUsername,
  serverEnvironment,
  serverLimits,
  slotsVariable,
  versionVariable,
} from './server-spec.ts';

const OWNER_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const owner = (username: string) => ({ id: OWNER_ID, email: 'a@example.et', username });
const variables = (...names: string[]) =>
  names.map((envVariable) => ({ envVariable, defaultValue: `d-${envVariable}` }));

describe('panelUsername', () => {
  it.each([
    ['Abebe.K', 'abebe.k'],
    ['José Ñúñez', 'jose-nunez'],
    ['  __x_y__  ', 'x_y'],
    ['mail@host', 'mail-host'],
    ['አበበ', 'customer-0a1b2c3d'],
    ['ab', 'customer-0a1b2c3d'],
    ['--', 'customer-0a1b2c3d'],
    ['', 'customer-0a1b2c3d'],
  ])('%j -> %j', (username, expected) => {
    expect(panelUsername(owner(username))).toBe(expected);
  });

  it('appends the owner tag on the second try, within 191 characters', () => {
    expect(panelUsername(owner('Abebe.K'), true)).toBe('abebe.k-0a1b2c3d');
    const long = panelUsername(owner('x'.repeat(400)), true);
    expect(long).toHaveLength(191);
    expect(long.endsWith('-0a1b2c3d')).toBe(true);
  });

  it('always satisfies the panel Username rule and length', () => {
    const samples = [
      'a',
      'A-B',
      '.abc.',
      'Ünïcödé',
      'x'.repeat(500),
      'a'.repeat(190) + '-.',
      'ሰላም world',
      '___',
      '1',
    ];
    for (const sample of samples) {
      for (const tagged of [false, true]) {
        const username = panelUsername(owner(sample), tagged);
        expect(username).toMatch(USERNAME_PATTERN);
        expect(username.length).toBeLessThanOrEqual(191);
      }
    }
  });
});

describe('panelUserBody', () => {
  it('names the user after the shop username, "Customer" as the last name', () => {
    expect(panelUserBody(owner('Abebe.K'), 'abebe.k')).toEqual({
      email: 'a@example.et',
      username: 'abebe.k',
      first_name: 'Abebe.K',
      last_name: 'Customer',
      external_id: OWNER_ID,
    });
  });

  it('never sends an empty name, and clips to 191 characters (not UTF-16 units)', () => {
    expect(panelUserBody(owner('   '), 'customer-0a1b2c3d')).toMatchObject({
      first_name: 'customer-0a1b2c3d',
    });
    const body = panelUserBody(owner('😀'.repeat(200)), 'u12') as { first_name: string };
    expect(Array.from(body.first_name)).toHaveLength(191);
  });
});

describe('versionVariable', () => {
  it.each([
    [['SERVER_JARFILE', 'MINECRAFT_VERSION', 'BUILD_NUMBER'], 'MINECRAFT_VERSION'],
    [['SERVER_JARFILE', 'FORGE_VERSION', 'MC_VERSION'], 'MC_VERSION'],
    [['BEDROCK_VERSION', 'LD_LIBRARY_PATH'], 'BEDROCK_VERSION'],
    [['SRCDS_APPID', 'VERSION'], 'VERSION'],
    [['A_VERSION', 'B_VERSION'], 'A_VERSION'],
    [['HOSTNAME', 'VERSIONS', 'MAX_PLAYERS'], null],
  ])('%j -> %s', (names, expected) => {
    expect(versionVariable(variables(...names))).toBe(expected);
  });
});

describe('slotsVariable', () => {
  it.each([
    [['SERVER_MAXPLAYERS', 'MAX_PLAYERS'], 'MAX_PLAYERS'],
    [['SERVER_MAXPLAYERS'], 'SERVER_MAXPLAYERS'],
    [['GAME_MAX_PLAYERS'], 'GAME_MAX_PLAYERS'],
    [['SLOTS'], 'SLOTS'],
    [['PLAYERS_ONLINE', 'HOSTNAME'], null],
  ])('%j -> %s', (names, expected) => {
    expect(slotsVariable(variables(...names))).toBe(expected);
  });
});

describe('serverEnvironment', () => {
  it('sends every default, the version and the slots', () => {
    const vars = variables('MINECRAFT_VERSION', 'SERVER_JARFILE', 'MAX_PLAYERS');
    expect(serverEnvironment(vars, { version: '1.20.4', slots: 16 })).toEqual({
      environment: { MINECRAFT_VERSION: '1.20.4', SERVER_JARFILE: 'd-SERVER_JARFILE', MAX_PLAYERS: '16' },
      versionVariable: 'MINECRAFT_VERSION',
      slotsVariable: 'MAX_PLAYERS',
    });
  });

  it('keeps the defaults without a version or slots', () => {
    const vars = variables('MINECRAFT_VERSION', 'MAX_PLAYERS');
    expect(serverEnvironment(vars, { version: null, slots: null }).environment).toEqual({
      MINECRAFT_VERSION: 'd-MINECRAFT_VERSION',
      MAX_PLAYERS: 'd-MAX_PLAYERS',
    });
  });

  it('ignores a version or slots the egg has no variable for', () => {
    expect(serverEnvironment(variables('HOSTNAME'), { version: '2', slots: 4 })).toEqual({
      environment: { HOSTNAME: 'd-HOSTNAME' },
      versionVariable: null,
      slotsVariable: null,
    });
  });
});

describe('serverLimits', () => {
  it('memory as given, no swap, 100% CPU per core, IO 500, the disk ordered', () => {
    expect(serverLimits({ memoryMb: 4096, diskMb: 30_000, cores: 3 }, 4096)).toEqual({
      memory: 4096,
      swap: 0,
      disk: 30_000,
      io: 500,
      cpu: 300,
    });
  });

  it('unlimited CPU without cores, the default disk without a disk size', () => {
    expect(serverLimits({ memoryMb: 1024, diskMb: null, cores: null }, 1024)).toMatchObject({
      cpu: 0,
      disk: DEFAULT_DISK_MB,
    });
  });
});
