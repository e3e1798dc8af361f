import { describe, expect, it } from 'vitest';
import { COUPON_INVALID_MESSAGE, serviceRestrictionMessage } from './coupons';
import { isLocale, localeFromAcceptLanguage } from './locale';
import { localizeServerMessage } from './server-message-locale';
import {
  fieldRequiredMessage,
  renewalCreatedMessage,
  SERVER_MESSAGES,
  signInThrottledMessage,
} from './messages';
import { SERVER_MESSAGES_AM } from './messages-am';
import { sliderRefusal } from './sliders';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['am', 'am'],
    ['am-ET,am;q=0.9,en;q=0.8', 'am'],
    ['en-US,en;q=0.9,am;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,am;q=0.5', 'am'],
    ['en;q=0.4,am;q=0.6', 'am'],
    ['am;q=0,en', 'en'],
    ['de, fr', 'en'],
  ])('%j -> %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('knows exactly the shop languages', () => {
    expect(isLocale('am')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('fr')).toBe(false);
  });
});

describe('localizeServerMessage', () => {
  it('leaves English as it is', () => {
    expect(localizeServerMessage(SERVER_MESSAGES.orderNotFound, 'en')).toBe(SERVER_MESSAGES.orderNotFound);
  });

  it.each(Object.keys(SERVER_MESSAGES) as (keyof typeof SERVER_MESSAGES)[])(
    '%s has its own Amharic text',
    (key) => {
      const amharic = localizeServerMessage(SERVER_MESSAGES[key], 'am');
      expect(amharic).toBe(SERVER_MESSAGES_AM[key]);
      expect(amharic).not.toBe(SERVER_MESSAGES[key]);
      expect(amharic).toMatch(/[\u1200-\u137F]/u);
      expect(amharic).not.toMatch(/[\u1369-\u137C]/u);
    },
  );

  it('translates the rules texts the server sends', () => {
    expect(localizeServerMessage(COUPON_INVALID_MESSAGE, 'am')).toMatch(/የቅናሽ ኮዱ/);
    expect(localizeServerMessage(serviceRestrictionMessage(['small', 'starter']), 'am')).toBe(
      'ይህ የቅናሽ ኮድ የሚሰራው ለSmall ወይም Starter አገልግሎቶች ብቻ ነው',
    );
  });

  it('translates messages with values, keeping the values', () => {
    const bounds = { min: 30, max: 360, step: 30, defaultValue: 30 };
    expect(localizeServerMessage(sliderRefusal('specifications.duration', 45, bounds)!, 'am')).toBe(
      'የአገልግሎት ጊዜ (ቀናት) ከ30 እስከ 360 በ30 ልዩነት መሆን አለበት',
    );
    expect(localizeServerMessage(fieldRequiredMessage('specifications.slots'), 'am')).toBe(
      'የተጫዋች ቦታዎች ብዛት ያስፈልጋል',
    );
    expect(localizeServerMessage(signInThrottledMessage(3), 'am')).toContain('ከ3 ደቂቃ በኋላ');
    expect(localizeServerMessage(renewalCreatedMessage(90), 'am')).toContain('ለ90 ቀናት');
  });

  it('leaves a message it does not know as it is', () => {
    expect(localizeServerMessage('"email" must be a valid email', 'am')).toBe(
      '"email" must be a valid email',
    );
  });
});
