import { COUPON_INVALID_MESSAGE, SERVER_MESSAGES, serviceRestrictionMessage } from '@shop/domain';
import type { Scenario } from '../harness/types';
import { CATALOG, UNKNOWN_ID } from './fixtures';

const LINES = ['2025sale', 'ipv6onlygen1', 'intelxeon', 'ryzengen2'] as const;

export const catalogScenarios: Scenario[] = [
  {
    name: 'the games list is the same, in the same order',
    as: 'anonymous',
    request: { method: 'GET', path: '/catalog/games/aggregated' },
    expect: { status: 200, fields: { length: 15 } },
    same: [''],
  },
  ...(['valheim', 'minecraft'] as const).flatMap((key): Scenario[] => [
    {
      name: `${key}: versions newest first`,
      as: 'anonymous',
      request: { method: 'GET', path: `/catalog/games/${CATALOG[key].game.id}/versions` },
      expect: { status: 200 },
      same: [''],
    },
    {
      name: `${key}: packages in order of what the game is priced on`,
      as: 'anonymous',
      request: { method: 'GET', path: `/catalog/games/${CATALOG[key].game.id}/packages` },
      expect: { status: 200 },
      same: [''],
    },
  ]),
  {
    name: 'the versions of an unknown game are not found',
    as: 'anonymous',
    request: { method: 'GET', path: `/catalog/games/${UNKNOWN_ID}/versions` },
    expect: { status: 404, message: SERVER_MESSAGES.gameNotFound },
  },
  {
    name: 'the packages of an unknown game are not found',
    as: 'anonymous',
    request: { method: 'GET', path: `/catalog/games/${UNKNOWN_ID}/packages` },
    expect: { status: 404, message: SERVER_MESSAGES.gameNotFound },
  },
  {
    name: 'a game id that is not a UUID is refused by the contract',
    as: 'anonymous',
    request: { method: 'GET', path: '/catalog/games/minecraft/versions' },
    expect: { status: 400, message: '"id" must be a valid GUID' },
  },
  ...LINES.map((line): Scenario => ({
    name: `the ${line} line lists the same plans in the same order`,
    as: 'anonymous',
    request: { method: 'GET', path: `/catalog/kvm/${line}` },
    expect: { status: 200 },
    same: [''],
  })),
  {
    name: 'an unknown KVM line is refused by the contract',
    as: 'anonymous',
    request: { method: 'GET', path: '/catalog/kvm/arm64' },
    expect: {
      status: 400,
      message: '"category" must be one of [2025sale, ipv6onlygen1, intelxeon, ryzengen2]',
    },
  },
  {
    name: 'one plan',
    as: 'anonymous',
    request: { method: 'GET', path: `/catalog/kvm/packet/${CATALOG.small.id}` },
    expect: { status: 200, fields: { displayname: 'Package Small', price: 1500 } },
    same: [''],
  },
  {
    name: 'an unknown plan is not found',
    as: 'anonymous',
    request: { method: 'GET', path: `/catalog/kvm/packet/${UNKNOWN_ID}` },
    expect: { status: 404, message: SERVER_MESSAGES.planNotFound },
  },
  {
    name: "a plan's operating systems in their order",
    as: 'anonymous',
    request: { method: 'GET', path: `/catalog/kvm/packet/${CATALOG.ryzen.id}/os` },
    expect: { status: 200 },
    same: [''],
  },
  {
    name: 'the operating systems of an unknown plan are not found',
    as: 'anonymous',
    request: { method: 'GET', path: `/catalog/kvm/packet/${UNKNOWN_ID}/os` },
    expect: { status: 404, message: SERVER_MESSAGES.planNotFound },
  },
  {
    name: "the shop's payment accounts",
    as: 'anonymous',
    request: { method: 'GET', path: '/payment-accounts' },
    expect: { status: 200, fields: { 'automation.provisioning': true } },
    same: [''],
  },
  {
    name: "the shop's payment accounts say when servers are not set up by themselves (AUTO_PROVISION=false)",
    settings: { autoProvision: false },
    as: 'anonymous',
    request: { method: 'GET', path: '/payment-accounts' },
    expect: { status: 200, fields: { automation: { provisioning: false, transferCheck: false } } },
    same: [''],
  },
];

export const couponScenarios: Scenario[] = [
  {
    name: 'a promotion code in any case gives its percent',
    as: 'anonymous',
    request: { method: 'GET', path: '/discount-codes/et2018' },
    expect: { status: 200, fields: { code: 'ET2018', discount: 10 } },
    same: [''],
  },
  {
    name: 'a restricted code is accepted for a service it names',
    as: 'anonymous',
    request: { method: 'GET', path: '/discount-codes/SP45?serviceName=Package%20Small' },
    expect: { status: 200, fields: { code: 'SP45', discount: 45 } },
  },
  {
    name: 'a restricted code is refused for another service, naming the allowed ones',
    as: 'anonymous',
    request: { method: 'GET', path: '/discount-codes/SP45?serviceName=Ryzen%20GEN%202%20Medium' },
    expect: { status: 422, message: serviceRestrictionMessage(['small']) },
  },
  {
    name: 'an expired code is invalid',
    as: 'anonymous',
    request: { method: 'GET', path: '/discount-codes/MESKEL2017' },
    expect: { status: 404, message: COUPON_INVALID_MESSAGE },
  },
  {
    name: 'a switched-off code is invalid',
    as: 'anonymous',
    request: { method: 'GET', path: '/discount-codes/TIMKET' },
    expect: { status: 404, message: COUPON_INVALID_MESSAGE },
  },
  {
    name: 'an unknown code is invalid',
    as: 'anonymous',
    request: { method: 'GET', path: '/discount-codes/NOSUCHCODE' },
    expect: { status: 404, message: COUPON_INVALID_MESSAGE },
  },
  {
    name: "an affiliate's code gives only its code and percent, never the kickback or owner",
    as: 'customerA',
    request: { method: 'GET', path: '/discount-codes/selam10' },
    expect: { status: 200, fields: { code: 'SELAM10', discount: 5, affiliateKickback: undefined } },
    same: [''],
  },
];
