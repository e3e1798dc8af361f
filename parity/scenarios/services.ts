import { SERVER_MESSAGES } from '@shop/domain';
import type { Scenario } from '../harness/types';
import { SERVICES, UNKNOWN_ID } from './fixtures';

const details = (id: string) => `/services/${id}/details`;
const action = (id: string, verb: string) => `/services/${id}/${verb}`;
const consolePath = (id: string) => `/services/${id}/console`;

/** The fields of a service that come from the fixtures and must agree on both sides. */
const SERVICE_FIELDS = [
  'serviceName',
  'status',
  'cores',
  'memory',
  'disk',
  'daysLeft',
  'startDate',
  'endDate',
];

export const serviceScenarios: Scenario[] = [
  {
    name: "a customer lists their own services only, with each one's power state and days left",
    as: 'customerA',
    request: { method: 'GET', path: '/services/list' },
    expect: { status: 200, fields: { length: 5 } },
    same: [''],
  },
  {
    name: 'listing services needs a sign-in',
    as: 'anonymous',
    request: { method: 'GET', path: '/services/list' },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },
  {
    name: "the owner sees a KVM server's details and how to connect",
    as: 'customerA',
    request: { method: 'GET', path: details(SERVICES.aKvmRunning) },
    expect: { status: 200, fields: { currentStatus: 'running', port: 22, user: 'root' } },
    same: [...SERVICE_FIELDS, 'ipv4', 'addresses', 'ipcount', 'password', 'os'],
  },
  {
    name: "a game server's details carry its address and game, and no login",
    as: 'customerA',
    request: { method: 'GET', path: details(SERVICES.aGameRunning) },
    expect: { status: 200, fields: { user: undefined, password: undefined } },
    same: [...SERVICE_FIELDS, 'network', 'addresses', 'gameDetails.gamename', 'gameDetails.port', 'slots'],
  },
  {
    name: 'a machine being set up shows no connection details yet',
    as: 'customerA',
    request: { method: 'GET', path: details(SERVICES.aProvisioning) },
    expect: {
      status: 200,
      fields: { currentStatus: 'provisioning', ipv4: undefined, addresses: undefined, password: undefined },
    },
  },
  {
    name: "another customer's service is not found",
    as: 'customerB',
    request: { method: 'GET', path: details(SERVICES.aKvmRunning) },
    expect: { status: 404, message: SERVER_MESSAGES.serviceNotFound },
  },
  {
    name: "a KVM server's reinstall images are its plan's",
    as: 'customerA',
    request: { method: 'GET', path: `/services/${SERVICES.aKvmRunning}/os` },
    expect: { status: 200 },
    same: [''],
  },
  {
    name: 'a game server has no reinstall images',
    as: 'customerA',
    request: { method: 'GET', path: `/services/${SERVICES.aGameRunning}/os` },
    expect: { status: 200, fields: { length: 0 } },
  },
  {
    name: "another customer's reinstall images are not found",
    as: 'customerB',
    request: { method: 'GET', path: `/services/${SERVICES.aKvmRunning}/os` },
    expect: { status: 404, message: SERVER_MESSAGES.serviceNotFound },
  },
  {
    name: 'stop answers the stopped machine',
    as: 'customerA',
    request: { method: 'POST', path: action(SERVICES.aKvmRunning, 'stop') },
    expect: { status: 200, fields: { currentStatus: 'stopped' } },
    same: SERVICE_FIELDS,
  },
  {
    name: 'start answers the running machine',
    as: 'customerB',
    request: { method: 'POST', path: action(SERVICES.bKvmStopped, 'start') },
    expect: { status: 200, fields: { currentStatus: 'running' } },
  },
  {
    name: 'restart answers the running machine',
    as: 'customerA',
    request: { method: 'POST', path: action(SERVICES.aGameRunning, 'restart') },
    expect: { status: 200, fields: { currentStatus: 'running' } },
  },
  {
    name: 'shutdown answers the stopped machine',
    as: 'customerA',
    request: { method: 'POST', path: action(SERVICES.aKvmRunning, 'shutdown') },
    expect: { status: 200, fields: { currentStatus: 'stopped' } },
  },
  {
    name: 'an expired service refuses power actions',
    as: 'customerA',
    request: { method: 'POST', path: action(SERVICES.aExpired, 'start') },
    expect: { status: 409, message: SERVER_MESSAGES.serviceExpired },
  },
  {
    name: 'an expired service cannot be shut down',
    as: 'customerA',
    request: { method: 'POST', path: action(SERVICES.aExpired, 'shutdown') },
    expect: { status: 409, message: SERVER_MESSAGES.serviceExpired },
  },
  {
    name: 'a stop under way answers the machine stopping',
    settings: { slowPower: true },
    as: 'customerA',
    request: { method: 'POST', path: action(SERVICES.aKvmRunning, 'stop') },
    expect: { status: 200, fields: { currentStatus: 'stopping' } },
  },
  {
    name: 'a machine still stopping refuses a start with 409 and says why',
    settings: { slowPower: true },
    before: [{ as: 'customerA', request: { method: 'POST', path: action(SERVICES.aKvmRunning, 'stop') } }],
    as: 'customerA',
    request: { method: 'POST', path: action(SERVICES.aKvmRunning, 'start') },
    expect: { status: 409, message: SERVER_MESSAGES.serviceInTransition },
  },
  {
    name: 'a machine still starting refuses a restart, and its details still say starting',
    settings: { slowPower: true },
    before: [
      { as: 'customerB', request: { method: 'POST', path: action(SERVICES.bKvmStopped, 'start') } },
      {
        as: 'customerB',
        request: { method: 'POST', path: action(SERVICES.bKvmStopped, 'restart') },
        status: 409,
      },
    ],
    as: 'customerB',
    request: { method: 'GET', path: details(SERVICES.bKvmStopped) },
    expect: { status: 200, fields: { currentStatus: 'starting' } },
  },
  {
    name: 'a machine being set up refuses power actions',
    as: 'customerA',
    request: { method: 'POST', path: action(SERVICES.aProvisioning, 'restart') },
    expect: { status: 409, message: SERVER_MESSAGES.serviceNotReady },
  },
  {
    name: "another customer's service cannot be stopped",
    as: 'customerB',
    request: { method: 'POST', path: action(SERVICES.aKvmRunning, 'stop') },
    expect: { status: 404, message: SERVER_MESSAGES.serviceNotFound },
  },
  {
    name: "the stop of another customer's service changed nothing",
    before: [
      {
        as: 'customerB',
        request: { method: 'POST', path: action(SERVICES.aKvmRunning, 'shutdown') },
        status: 404,
      },
    ],
    as: 'customerA',
    request: { method: 'GET', path: details(SERVICES.aKvmRunning) },
    expect: { status: 200, fields: { currentStatus: 'running' } },
  },
  {
    name: 'a suspended service refuses power actions',
    before: [
      {
        as: 'admin',
        request: {
          method: 'POST',
          path: `/admin/services/${SERVICES.aKvmRunning}/status`,
          body: { status: 'INACTIVE' },
        },
      },
    ],
    as: 'customerA',
    request: { method: 'POST', path: action(SERVICES.aKvmRunning, 'start') },
    expect: { status: 409, message: SERVER_MESSAGES.serviceNotActive },
  },
  {
    name: "reinstall with one of the plan's images",
    as: 'customerA',
    request: {
      method: 'POST',
      path: action(SERVICES.aKvmRunning, 'reinstall'),
      body: { os: 'ubuntu-22.04' },
    },
    expect: { status: 200, fields: { os: 'Ubuntu 22.04' } },
    same: ['ipv4', 'os'],
  },
  {
    name: 'reinstall refuses an image the plan does not offer',
    as: 'customerA',
    request: { method: 'POST', path: action(SERVICES.aKvmRunning, 'reinstall'), body: { os: 'TempleOS' } },
    expect: { status: 400, message: SERVER_MESSAGES.osNotOffered },
  },
  {
    name: 'a game server cannot be reinstalled with an operating system',
    as: 'customerA',
    request: {
      method: 'POST',
      path: action(SERVICES.aGameRunning, 'reinstall'),
      body: { os: 'ubuntu-22.04' },
    },
    expect: { status: 409, message: SERVER_MESSAGES.reinstallKvmOnly },
  },
  {
    name: 'extend creates an unpaid renewal order priced from the plan',
    as: 'customerA',
    request: { method: 'POST', path: action(SERVICES.aKvmRunning, 'extend'), body: { days: 90 } },
    expect: {
      status: 201,
      message: 'Renewal order created for 90 days. The end date moves once it is paid.',
      fields: {
        'order.paid': false,
        'order.status': 'PENDING',
        'order.duration': 90,
        'order.renewalOfServiceId': SERVICES.aKvmRunning,
        'order.discount': null,
      },
    },
    same: ['order.pricing', 'order.totalPrice', 'order.serviceName', 'order.type'],
  },
  {
    name: "a game server's renewal is priced from its game",
    as: 'customerA',
    request: { method: 'POST', path: action(SERVICES.aGameRunning, 'extend'), body: { days: 30 } },
    expect: { status: 201, fields: { 'order.duration': 30 } },
    same: ['order.pricing', 'order.totalPrice'],
  },
  {
    name: 'the extend quote is the price of the renewal order Extend would create, VAT included',
    as: 'customerA',
    request: { method: 'GET', path: `${action(SERVICES.aKvmRunning, 'extend-quote')}?days=90` },
    expect: { status: 200, fields: { days: 90, 'pricing.currency': 'ETB' } },
    same: ['pricing'],
  },
  {
    name: "a game server's extend quote",
    as: 'customerA',
    request: { method: 'GET', path: `${action(SERVICES.aGameRunning, 'extend-quote')}?days=30` },
    expect: { status: 200, fields: { days: 30 } },
    same: ['pricing'],
  },
  {
    name: 'an extend quote creates no order',
    before: [
      {
        as: 'customerA',
        request: { method: 'GET', path: `${action(SERVICES.aKvmRunning, 'extend-quote')}?days=60` },
      },
    ],
    as: 'customerA',
    request: { method: 'GET', path: '/orders?limit=100' },
    expect: { status: 200 },
    same: ['length'],
  },
  {
    name: "another customer's service has no extend quote",
    as: 'customerB',
    request: { method: 'GET', path: `${action(SERVICES.aKvmRunning, 'extend-quote')}?days=30` },
    expect: { status: 404, message: SERVER_MESSAGES.serviceNotFound },
  },
  {
    name: 'the extend quote refuses days off the 30-day steps',
    as: 'customerA',
    request: { method: 'GET', path: `${action(SERVICES.aKvmRunning, 'extend-quote')}?days=45` },
    expect: { status: 400 },
    same: ['message'],
  },
  {
    name: 'the extend quote needs a sign-in',
    as: 'anonymous',
    request: { method: 'GET', path: `${action(SERVICES.aKvmRunning, 'extend-quote')}?days=30` },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },
  {
    name: "another customer's service cannot be extended",
    as: 'customerB',
    request: { method: 'POST', path: action(SERVICES.aKvmRunning, 'extend'), body: { days: 30 } },
    expect: { status: 404, message: SERVER_MESSAGES.serviceNotFound },
  },
  {
    name: 'extend refuses days off the 30-day steps',
    as: 'customerA',
    request: { method: 'POST', path: action(SERVICES.aKvmRunning, 'extend'), body: { days: 45 } },
    expect: { status: 400 },
    same: ['message'],
  },
  {
    name: 'an unknown service is not found',
    as: 'customerA',
    request: { method: 'POST', path: action(UNKNOWN_ID, 'start') },
    expect: { status: 404, message: SERVER_MESSAGES.serviceNotFound },
  },
  {
    name: "the owner gets a one-time ticket for a running KVM server's terminal",
    as: 'customerA',
    request: { method: 'POST', path: consolePath(SERVICES.aKvmRunning), body: { kind: 'terminal' } },
    expect: { status: 201, fields: { kind: 'terminal' } },
  },
  {
    name: "the owner gets a one-time ticket for a game server's console",
    as: 'customerA',
    request: { method: 'POST', path: consolePath(SERVICES.aGameRunning), body: { kind: 'game' } },
    expect: { status: 201, fields: { kind: 'game' } },
  },
  {
    name: "an admin gets a ticket for a customer's KVM screen",
    as: 'admin',
    request: { method: 'POST', path: consolePath(SERVICES.aKvmRunning), body: { kind: 'vnc' } },
    expect: { status: 201, fields: { kind: 'vnc' } },
  },
  {
    name: "another customer's console is not found",
    as: 'customerB',
    request: { method: 'POST', path: consolePath(SERVICES.aKvmRunning), body: { kind: 'terminal' } },
    expect: { status: 404, message: SERVER_MESSAGES.serviceNotFound },
  },
  {
    name: 'a stopped machine has no console, and says so',
    as: 'customerB',
    request: { method: 'POST', path: consolePath(SERVICES.bKvmStopped), body: { kind: 'vnc' } },
    expect: { status: 409, message: SERVER_MESSAGES.consoleNotRunning },
  },
  {
    name: 'an expired service has no console',
    as: 'customerA',
    request: { method: 'POST', path: consolePath(SERVICES.aExpired), body: { kind: 'terminal' } },
    expect: { status: 409, message: SERVER_MESSAGES.serviceExpired },
  },
  {
    name: 'a KVM server has no game console',
    as: 'customerA',
    request: { method: 'POST', path: consolePath(SERVICES.aKvmRunning), body: { kind: 'game' } },
    expect: { status: 409, message: SERVER_MESSAGES.consoleKindUnavailable },
  },
  {
    name: 'a console kind the contract does not know is a bad request',
    as: 'customerA',
    request: { method: 'POST', path: consolePath(SERVICES.aKvmRunning), body: { kind: 'ssh' } },
    expect: { status: 400 },
    same: ['message'],
  },
  {
    name: 'a console ticket needs a sign-in',
    as: 'anonymous',
    request: { method: 'POST', path: consolePath(SERVICES.aKvmRunning), body: { kind: 'terminal' } },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },
];
