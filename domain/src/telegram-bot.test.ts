import { describe, expect, it } from 'vitest';
import {
  botHelpReply,
  botLinkedReply,
  botLinkInvalidReply,
  botLocaleOf,
  botStoppedReply,
  parseBotCommand,
} from './telegram-bot';

const TOKEN = 'Zx3_-abcdefghijklmnopqrstuvwxyz0123456789AB';

describe('parseBotCommand', () => {
  it.each([
    [`/start ${TOKEN}`, { kind: 'start', token: TOKEN }],
    [`/start@abay_bot ${TOKEN}`, { kind: 'start', token: TOKEN }],
    [`  /start   ${TOKEN}  `, { kind: 'start', token: TOKEN }],
    ['/start not a token', { kind: 'start-invalid' }],
    [`/start ${'a'.repeat(65)}`, { kind: 'start-invalid' }],
    ['/start', { kind: 'help' }],
    ['/stop', { kind: 'stop' }],
    ['/stop@abay_bot', { kind: 'stop' }],
    ['/stopnow', { kind: 'help' }],
    ['/starting', { kind: 'help' }],
    ['hello', { kind: 'help' }],
    [undefined, { kind: 'help' }],
  ])('reads %j', (text, command) => {
    expect(parseBotCommand(text)).toEqual(command);
  });
});

describe('botLocaleOf', () => {
  it('is Amharic for am and its regional tags, English otherwise', () => {
    expect(['am', 'AM', 'am-ET'].map(botLocaleOf)).toEqual(['am', 'am', 'am']);
    expect(['en', 'ru', 'amh', '', undefined].map(botLocaleOf)).toEqual(['en', 'en', 'en', 'en', 'en']);
  });
});

describe('the replies', () => {
  it('exist in both languages and name what the customer needs', () => {
    const url = 'https://abay.test';
    expect(botLinkedReply('en', 'abebe')).toContain('abebe');
    expect(botLinkedReply('am', 'abebe')).toContain('abebe');
    for (const reply of [botLinkInvalidReply, botStoppedReply, botHelpReply]) {
      expect(reply('en', url)).toContain(url);
      expect(reply('am', url)).toContain(url);
      expect(reply('am', url)).toMatch(/[\u1200-\u137F]/);
      expect(reply('am', url)).not.toBe(reply('en', url));
    }
    expect(botLinkedReply('en', 'abebe')).toContain('/stop');
    expect(botHelpReply('am', url)).toContain('/stop');
  });
});
