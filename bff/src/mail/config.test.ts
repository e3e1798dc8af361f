import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, DEFAULT_SUPPORT_EMAIL, parseMailConfig } from './config.ts';

const DATA_DIR = '/var/lib/abay';

describe('parseMailConfig', () => {
  it('writes .eml files to <dataDir>/mail-outbox from the brand address when nothing is set', () => {
    expect(parseMailConfig({}, DATA_DIR)).toEqual({
      value: {
        smtpUrl: undefined,
        from: 'Abay Cloud <no-reply@abaycloud.local>',
        supportEmail: 'support@abay.cloud',
        supportPhone: undefined,
        supportTelegram: 'AbayCloudSupport',
        supportHours: '16/7',
        outboxDir: path.join(DATA_DIR, 'mail-outbox'),
      },
      problems: [],
    });
  });

  it('takes smtp:// and smtps:// urls with credentials, and the addresses given', () => {
    const env = {
      SMTP_URL: 'smtps://mailer%40abay:p%40ss@smtp.example.com:465',
      MAIL_FROM: '"Abay Cloud Billing" <billing@abaycloud.et>',
      SUPPORT_EMAIL: 'help@abaycloud.et',
      SUPPORT_PHONE: ' +251 11 555 0100 ',
      SUPPORT_TELEGRAM: '@AbayHelp',
      SUPPORT_HOURS: ' 24/7 ',
    };
    expect(parseMailConfig(env, DATA_DIR)).toEqual({
      value: {
        smtpUrl: 'smtps://mailer%40abay:p%40ss@smtp.example.com:465',
        from: '"Abay Cloud Billing" <billing@abaycloud.et>',
        supportEmail: 'help@abaycloud.et',
        supportPhone: '+251 11 555 0100',
        supportTelegram: 'AbayHelp',
        supportHours: '24/7',
        outboxDir: path.join(DATA_DIR, 'mail-outbox'),
      },
      problems: [],
    });
    expect(parseMailConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }, DATA_DIR).problems).toEqual([]);
  });

  it('treats empty settings as unset', () => {
    const { value, problems } = parseMailConfig(
      { SMTP_URL: ' ', MAIL_FROM: '', SUPPORT_EMAIL: '' },
      DATA_DIR,
    );
    expect(problems).toEqual([]);
    expect(value).toMatchObject({
      smtpUrl: undefined,
      from: DEFAULT_MAIL_FROM,
      supportEmail: DEFAULT_SUPPORT_EMAIL,
    });
  });

  it.each([
    ['a url of another scheme', 'https://user:hunter2secret@mail.example.com'],
    ['no url at all', 'mail.example.com:587 hunter2secret'],
    ['a url without a host', 'smtp://'],
  ])('names SMTP_URL for %s, without repeating the value (it may hold a password)', (_case, url) => {
    const { value, problems } = parseMailConfig({ SMTP_URL: url }, DATA_DIR);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('SMTP_URL');
    expect(problems[0]).not.toContain('hunter2secret');
    expect(value.smtpUrl).toBeUndefined();
  });

  it('names MAIL_FROM and SUPPORT_EMAIL when they are not one address', () => {
    const { problems } = parseMailConfig(
      { MAIL_FROM: 'Abay Cloud', SUPPORT_EMAIL: 'Support <support@abaycloud.et>' },
      DATA_DIR,
    );
    expect(problems).toEqual([
      expect.stringContaining('MAIL_FROM'),
      expect.stringContaining('SUPPORT_EMAIL'),
    ]);
    expect(parseMailConfig({ MAIL_FROM: 'a@abaycloud.et, b@abaycloud.et' }, DATA_DIR).problems).toEqual([
      expect.stringContaining('MAIL_FROM'),
    ]);
    expect(parseMailConfig({ SUPPORT_EMAIL: 'not-an-address' }, DATA_DIR).problems).toEqual([
      expect.stringContaining('SUPPORT_EMAIL'),
    ]);
  });

  it.each(['24/8', '0/7', '25/7', '16', '16/7 support', '16 / 7'])(
    'names SUPPORT_HOURS %j, not hours a day/days a week, and keeps 16/7',
    (hours) => {
      const { value, problems } = parseMailConfig({ SUPPORT_HOURS: hours }, DATA_DIR);
      expect(problems).toEqual([expect.stringContaining('SUPPORT_HOURS')]);
      expect(value.supportHours).toBe('16/7');
    },
  );

  it('names SUPPORT_PHONE and SUPPORT_TELEGRAM when they are not a phone number and a Telegram username', () => {
    const { value, problems } = parseMailConfig(
      { SUPPORT_PHONE: 'call us', SUPPORT_TELEGRAM: 'https://t.me/x' },
      DATA_DIR,
    );
    expect(problems).toEqual([
      expect.stringContaining('SUPPORT_PHONE'),
      expect.stringContaining('SUPPORT_TELEGRAM'),
    ]);
    expect(value).toMatchObject({ supportPhone: undefined, supportTelegram: 'AbayCloudSupport' });
    expect(parseMailConfig({ SUPPORT_PHONE: '12' }, DATA_DIR).problems).toEqual([
      expect.stringContaining('SUPPORT_PHONE'),
    ]);
  });
});
