import { describe, expect, it } from 'vitest';
import { eggForGame, parsePterodactylConfig } from './config.ts';

const APP_KEY = 'ptla_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';
const CLIENT_KEY = 'ptlc_ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210zyxwvut';

const valid = {
  PTERODACTYL_URL: 'https://panel.example.com/',
  PTERODACTYL_APP_KEY: APP_KEY,
  PTERODACTYL_CLIENT_KEY: CLIENT_KEY,
  PTERODACTYL_LOCATION: '3',
  PTERODACTYL_EGGS: 'Minecraft=1:3, Counter-Strike 2 = 2:7 ,*=1:5',
};

const problemsWith = (overrides: Record<string, string | undefined>) =>
  parsePterodactylConfig({ ...valid, ...overrides }).problems;

describe('parsePterodactylConfig', () => {
  it('reads a complete environment', () => {
    const { value, problems } = parsePterodactylConfig(valid);
    expect(problems).toEqual([]);
    expect(value).toMatchObject({
      url: 'https://panel.example.com',
      appKey: APP_KEY,
      clientKey: CLIENT_KEY,
      locationId: 3,
      defaultEgg: { nest: 1, egg: 5 },
    });
    expect([...value!.eggs]).toEqual([
      ['Minecraft', { nest: 1, egg: 3 }],
      ['Counter-Strike 2', { nest: 2, egg: 7 }],
    ]);
  });

  it('keeps a path prefix and accepts http', () => {
    const { value } = parsePterodactylConfig({ ...valid, PTERODACTYL_URL: 'http://10.0.0.2:8080/panel//' });
    expect(value?.url).toBe('http://10.0.0.2:8080/panel');
  });

  it('names every missing variable, and gives no value', () => {
    const { value, problems } = parsePterodactylConfig({});
    expect(value).toBeUndefined();
    for (const name of [
      'PTERODACTYL_URL',
      'PTERODACTYL_APP_KEY',
      'PTERODACTYL_CLIENT_KEY',
      'PTERODACTYL_LOCATION',
      'PTERODACTYL_EGGS',
    ]) {
      expect(problems.filter((problem) => problem.startsWith(`${name} `))).toHaveLength(1);
    }
    expect(problems).toHaveLength(5);
  });

  it('treats blank values as missing', () => {
    expect(problemsWith({ PTERODACTYL_URL: '  ' })).toEqual([
      expect.stringMatching(/^PTERODACTYL_URL is not set/),
    ]);
  });

  it.each([
    ['not a url', /not a URL/],
    ['ftp://panel.example.com', /http:\/\/ or https:\/\//],
    ['https://panel.example.com/?x=1', /plain base URL/],
    ['https://user:pw@panel.example.com', /plain base URL/],
  ])('refuses PTERODACTYL_URL %s', (url, message) => {
    const problems = problemsWith({ PTERODACTYL_URL: url });
    expect(problems).toEqual([expect.stringMatching(message)]);
    expect(problems[0]).toMatch(/^PTERODACTYL_URL /);
  });

  it('wants ptla_ in PTERODACTYL_APP_KEY and ptlc_ in PTERODACTYL_CLIENT_KEY, and says when they are swapped', () => {
    const swapped = problemsWith({ PTERODACTYL_APP_KEY: CLIENT_KEY, PTERODACTYL_CLIENT_KEY: APP_KEY });
    expect(swapped).toEqual([
      expect.stringMatching(/^PTERODACTYL_APP_KEY holds a client key/),
      expect.stringMatching(/^PTERODACTYL_CLIENT_KEY holds a application key/),
    ]);
    expect(problemsWith({ PTERODACTYL_APP_KEY: 'abc_123' })).toEqual([
      expect.stringMatching(/^PTERODACTYL_APP_KEY is not a Pterodactyl application key/),
    ]);
    expect(problemsWith({ PTERODACTYL_CLIENT_KEY: 'ptlc_' })).toEqual([
      expect.stringMatching(/^PTERODACTYL_CLIENT_KEY is not a Pterodactyl client key/),
    ]);
    expect(problemsWith({ PTERODACTYL_APP_KEY: 'ptla_abc def' })).toEqual([
      expect.stringMatching(/^PTERODACTYL_APP_KEY is not/),
    ]);
  });

  it('never echoes a key value in a problem', () => {
    const badApp = 'ptla_secret-with-dash';
    const badClient = 'xxxx_topsecretclientkey';
    const problems = [
      ...problemsWith({ PTERODACTYL_APP_KEY: badApp, PTERODACTYL_CLIENT_KEY: badClient }),
      ...problemsWith({ PTERODACTYL_APP_KEY: CLIENT_KEY, PTERODACTYL_CLIENT_KEY: APP_KEY }),
    ];
    expect(problems.length).toBeGreaterThan(0);
    for (const secret of [badApp, badClient, APP_KEY, CLIENT_KEY, 'secret', 'topsecret']) {
      for (const problem of problems) expect(problem).not.toContain(secret);
    }
  });

  it.each(['0', '-1', 'abc', '1.5', '2x', '99999999999999999999'])(
    'refuses PTERODACTYL_LOCATION %s',
    (location) => {
      expect(problemsWith({ PTERODACTYL_LOCATION: location })).toEqual([
        expect.stringMatching(/^PTERODACTYL_LOCATION must be a positive integer/),
      ]);
    },
  );

  it.each([
    ['Minecraft', /entry "Minecraft" is not "game=nest:egg"/],
    ['Minecraft=1', /entry "Minecraft=1"/],
    ['Minecraft=1:x', /entry "Minecraft=1:x"/],
    ['Minecraft=0:3', /entry "Minecraft=0:3"/],
    ['=1:3', /entry "=1:3"/],
    ['Minecraft=1:3,,Rust=2:4', /empty entry/],
    ['Minecraft=1:3,Minecraft=1:4', /names "Minecraft" twice/],
    ['*=1:3,*=1:4', /names "\*" twice/],
  ])('refuses PTERODACTYL_EGGS %s', (eggs, message) => {
    const problems = problemsWith({ PTERODACTYL_EGGS: eggs });
    expect(problems).toEqual([expect.stringMatching(message)]);
    expect(problems[0]).toMatch(/^PTERODACTYL_EGGS /);
  });

  it('takes the name up to the last "=" and works without a * entry', () => {
    const { value } = parsePterodactylConfig({ ...valid, PTERODACTYL_EGGS: 'A=B game=4:9' });
    expect([...value!.eggs]).toEqual([['A=B game', { nest: 4, egg: 9 }]]);
    expect(value!.defaultEgg).toBeNull();
  });

  it('reports several problems at once', () => {
    expect(problemsWith({ PTERODACTYL_LOCATION: '0', PTERODACTYL_EGGS: 'x' })).toHaveLength(2);
  });
});

describe('eggForGame', () => {
  const eggs = new Map([['Minecraft', { nest: 1, egg: 3 }]]);

  it('takes the exact display name, else the * entry, else nothing', () => {
    expect(eggForGame({ eggs, defaultEgg: { nest: 9, egg: 9 } }, 'Minecraft')).toEqual({ nest: 1, egg: 3 });
    expect(eggForGame({ eggs, defaultEgg: { nest: 9, egg: 9 } }, 'minecraft')).toEqual({ nest: 9, egg: 9 });
    expect(eggForGame({ eggs, defaultEgg: null }, 'Rust')).toBeNull();
  });
});
