import { SHOP_PAYMENT_ACCOUNTS } from '@shop/domain';
import { SUPPORT_CONTACT } from '@shop/domain/contact';
import type { Scenario } from '../harness/types';

const SETTINGS = {
  supportEmail: 'desk@console.example',
  supportTelegram: '@ConsoleDesk',
  supportPhone: '+251 11 777 0200',
  supportHours: '24/7',
  cbeAccount: '1000999988887',
  cbeAccountName: 'Console Shop PLC',
  telebirrNumber: '+251922334455',
  telebirrName: 'Console Shop',
};

const put = (body: object) => ({ method: 'PUT' as const, path: '/admin/settings', body });

export const adminSettingsScenarios: Scenario[] = [
  {
    name: "the console's Settings answer each value from the environment until an admin sets one",
    as: 'admin',
    request: { method: 'GET', path: '/admin/settings' },
    expect: {
      status: 200,
      fields: {
        'values.cbeAccount': {
          value: SHOP_PAYMENT_ACCOUNTS.cbe.accountNumber,
          source: 'environment',
          environment: SHOP_PAYMENT_ACCOUNTS.cbe.accountNumber,
        },
        'values.supportEmail.value': SUPPORT_CONTACT.email,
        'values.supportPhone.value': '',
        'values.supportHours': { value: '16/7', source: 'environment', environment: '16/7' },
      },
    },
    same: ['values', 'configuration.length', 'configuration.0.name', 'configuration.16'],
  },
  {
    name: 'an admin stores the support contacts and payment accounts; the Telegram @ is dropped',
    as: 'admin',
    request: put(SETTINGS),
    expect: {
      status: 200,
      fields: {
        'values.cbeAccount': {
          value: SETTINGS.cbeAccount,
          source: 'database',
          environment: SHOP_PAYMENT_ACCOUNTS.cbe.accountNumber,
        },
        'values.supportTelegram.value': 'ConsoleDesk',
      },
    },
    same: ['values'],
  },
  {
    name: 'customers see the stored accounts on GET /payment-accounts after a save',
    before: [{ as: 'admin', request: put(SETTINGS) }],
    as: 'customerA',
    request: { method: 'GET', path: '/payment-accounts' },
    expect: {
      status: 200,
      fields: {
        cbe: { accountNumber: SETTINGS.cbeAccount, accountName: SETTINGS.cbeAccountName },
        telebirr: { phoneNumber: SETTINGS.telebirrNumber, accountName: SETTINGS.telebirrName },
      },
    },
  },
  {
    name: 'visitors see the stored support contacts, and an emptied value goes back to the environment',
    before: [
      { as: 'admin', request: put(SETTINGS) },
      { as: 'admin', request: put({ ...SETTINGS, supportEmail: '' }) },
    ],
    as: 'anonymous',
    request: { method: 'GET', path: '/support-contact' },
    expect: {
      status: 200,
      fields: {
        email: SUPPORT_CONTACT.email,
        telegram: { handle: '@ConsoleDesk', url: 'https://t.me/ConsoleDesk' },
        phone: SETTINGS.supportPhone,
        hours: '24/7',
      },
    },
  },
  {
    name: 'visitors see the default support hours, 16/7, until an admin sets others',
    as: 'anonymous',
    request: { method: 'GET', path: '/support-contact' },
    expect: { status: 200, fields: { hours: SUPPORT_CONTACT.hours } },
    same: ['hours', 'email', 'telegram'],
  },
  {
    name: 'a telebirr number in any spelling is stored as +2519…, and customers are given that number',
    before: [{ as: 'admin', request: put({ ...SETTINGS, telebirrNumber: '0922 334-455' }) }],
    as: 'customerA',
    request: { method: 'GET', path: '/payment-accounts' },
    expect: { status: 200, fields: { 'telebirr.phoneNumber': '+251922334455' } },
  },
  {
    name: 'the console shows the telebirr number saved as 922334455 in its one form',
    as: 'admin',
    request: put({ ...SETTINGS, telebirrNumber: '922334455' }),
    expect: { status: 200, fields: { 'values.telebirrNumber.value': '+251922334455' } },
    same: ['values'],
  },
  {
    name: 'a telebirr number that is not an Ethiopian mobile number is refused by the contract',
    as: 'admin',
    request: put({ ...SETTINGS, telebirrNumber: '0811000000' }),
    expect: {
      status: 400,
      message: 'Phone must be in format: +2519xxxxxxxx, +2517xxxxxxxx, 09xxxxxxxx, or 07xxxxxxxx',
    },
  },
  {
    name: 'a CBE account number with letters is refused by the contract',
    as: 'admin',
    request: put({ ...SETTINGS, cbeAccount: '1000-ABC' }),
    expect: { status: 400, message: 'CBE account number must be 8 to 20 digits' },
  },
  {
    name: 'support hours that are not hours a day/days a week are refused by the contract',
    as: 'admin',
    request: put({ ...SETTINGS, supportHours: '25/7' }),
    expect: { status: 400, message: 'Support hours must be hours a day/days a week, e.g. 16/7 or 24/7' },
  },
  {
    name: 'a customer cannot read the Settings',
    as: 'customerA',
    request: { method: 'GET', path: '/admin/settings' },
    expect: { status: 403 },
  },
  {
    name: 'a customer cannot change the Settings',
    as: 'customerA',
    request: put(SETTINGS),
    expect: { status: 403 },
  },
];
