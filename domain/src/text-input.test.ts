import { describe, expect, it } from 'vitest';
import { isAcceptableText, unacceptableTextMessage, unacceptableTextPath } from './text-input';

describe('isAcceptableText', () => {
  it.each([
    ['plain ASCII', 'Abebe Kebede', true],
    ['Amharic', 'አበበ ከበደ', true],
    ['an emoji (a valid surrogate pair)', 'ok 👍', true],
    ['tabs and new lines', 'line 1\n\tline 2\r\n', true],
    ['a lone high surrogate', 'TB\uD800123', false],
    ['a lone low surrogate', '\uDC00', false],
    ['a NUL', 'FT123\u0000', false],
    ['a bell', 'a\u0007b', false],
    ['DEL', 'a\u007Fb', false],
    ['a C1 control', 'a\u0085b', false],
  ])('%s', (_name, text, acceptable) => {
    expect(isAcceptableText(text)).toBe(acceptable);
  });
});

describe('unacceptableTextPath', () => {
  it('names the first bad field, nested or in an array', () => {
    expect(unacceptableTextPath({ a: 'ok', b: { c: ['ok', 'x\u0000'] } })).toBe('b.c.1');
    expect(unacceptableTextPath({ paidBy: '\uD800' })).toBe('paidBy');
  });
  it('checks keys too', () => {
    expect(unacceptableTextPath({ 'a\u0001': 1 })).toBe('a\u0001');
  });
  it('answers null for good values, numbers, booleans and null', () => {
    expect(unacceptableTextPath({ a: 1, b: true, c: null, d: ['x'] })).toBeNull();
    expect(unacceptableTextPath(null)).toBeNull();
  });
  it('answers the empty path for a bad bare string', () => {
    expect(unacceptableTextPath('\u0000')).toBe('');
  });
});

describe('unacceptableTextMessage', () => {
  it('names the field', () => {
    expect(unacceptableTextMessage('paidBy')).toBe('"paidBy" contains characters that are not allowed');
    expect(unacceptableTextMessage('')).toBe('"value" contains characters that are not allowed');
  });
});
