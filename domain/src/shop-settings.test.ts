import { describe, expect, it } from 'vitest';
import {
  effectiveShopSettings,
  shopSettingsChange,
  shopSettingValues,
  storedShopSettings,
} from './shop-settings';
import type { ShopSettings } from './shop-settings';

const ENV: ShopSettings = {
  supportEmail: 'help@env.example',
  supportTelegram: 'EnvDesk',
  supportPhone: '',
  supportHours: '16/7',
  cbeAccount: '1000111122223',
  cbeAccountName: 'Env PLC',
  telebirrNumber: '0911000000',
  telebirrName: 'Env',
};
const blank: ShopSettings = { ...ENV, ...Object.fromEntries(Object.keys(ENV).map((k) => [k, ''])) };

describe('the shop settings', () => {
  it('take a stored value over the environment, key by key', () => {
    expect(effectiveShopSettings(ENV, { cbeAccount: '2000' })).toEqual({ ...ENV, cbeAccount: '2000' });
    expect(shopSettingValues(ENV, { cbeAccount: '2000' }).cbeAccount).toEqual({
      value: '2000',
      source: 'database',
      environment: ENV.cbeAccount,
    });
    expect(shopSettingValues(ENV, {}).telebirrName.source).toBe('environment');
  });

  it('store trimmed values, a Telegram username without its @, and drop emptied ones', () => {
    const change = shopSettingsChange(
      { supportPhone: '+251 11 555 0100', cbeAccount: '2000' },
      { ...blank, supportTelegram: ' @NewDesk ', cbeAccount: '2000' },
    );
    expect(change.next).toEqual({ supportTelegram: 'NewDesk', cbeAccount: '2000' });
    expect(change.changed).toEqual(['supportTelegram', 'supportPhone']);
    expect(change.before).toEqual({ supportTelegram: null, supportPhone: '+251 11 555 0100' });
    expect(change.after).toEqual({ supportTelegram: 'NewDesk', supportPhone: null });
  });
});

describe('storedShopSettings', () => {
  it('reads the rows by key and leaves a row of an unknown key out', () => {
    expect(
      storedShopSettings([
        { key: 'supportEmail', value: 'help@db.example' },
        { key: 'retired', value: 'x' },
      ]),
    ).toEqual({ supportEmail: 'help@db.example' });
  });
});
