import { describe, expect, it } from 'vitest';
import { randomPassword } from './password.ts';
import { DEFAULT_GAME_PORT, defaultPort, SSH_PORT } from './ports.ts';

describe('defaultPort', () => {
  it('answers SSH on KVM whatever the game field says', () => {
    expect(defaultPort('KVM', null)).toBe(SSH_PORT);
    expect(defaultPort('KVM', 'Minecraft')).toBe(22);
  });

  it("answers the game's usual port, by display name in any case", () => {
    expect(defaultPort('GAME', 'Minecraft')).toBe(25565);
    expect(defaultPort('GAME', ' minecraft ')).toBe(25565);
    expect(defaultPort('GAME', "Garry's Mod")).toBe(27015);
    expect(defaultPort('GAME', 'Valheim')).toBe(2456);
  });

  it('falls back to the Source port for an unknown or missing game', () => {
    expect(defaultPort('GAME', 'Some New Game')).toBe(DEFAULT_GAME_PORT);
    expect(defaultPort('GAME', null)).toBe(DEFAULT_GAME_PORT);
  });
});

describe('randomPassword', () => {
  it('is 24 letters and digits, different every time', () => {
    const passwords = Array.from({ length: 200 }, randomPassword);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
