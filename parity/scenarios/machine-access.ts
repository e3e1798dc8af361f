import { SERVER_MESSAGES } from '@shop/domain';
import { SAMPLE_SSH_KEYS } from '@shop/domain/ssh-key-samples';
import type { Caller, Scenario, Step } from '../harness/types';
import { CATALOG, SERVICES } from './fixtures';

/** Issue 39 at the order and the reinstall: the hostname and the SSH keys chosen. */

const kvmOrder = (extra: object) => ({
  id: CATALOG.small.id,
  osId: CATALOG.small.osId,
  specifications: { ipv4: 1, traffic: 4, duration: 30 },
  ...extra,
});

const addKey = (as: Caller, line: string, save: string): Step => ({
  as,
  request: { method: 'POST', path: '/account/ssh-keys', body: { name: save, publicKey: line } },
  save: { [save]: 'id' },
});

export const machineAccessScenarios: Scenario[] = [
  {
    name: 'a KVM order takes a hostname and the customer’s keys',
    before: [addKey('customerA', SAMPLE_SSH_KEYS.ed25519.line, 'keyId')],
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/orders/kvm',
      body: kvmOrder({ hostname: 'Web1.Example.com.', sshKeyIds: ['{keyId}'] }),
    },
    expect: { status: 201 },
  },
  {
    name: 'a KVM order refuses a hostname that is not RFC 1123',
    as: 'customerA',
    request: { method: 'POST', path: '/orders/kvm', body: kvmOrder({ hostname: 'web_1' }) },
    expect: { status: 400, message: SERVER_MESSAGES.hostnameInvalid },
  },
  {
    name: 'a KVM order refuses a label longer than 63 characters',
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/orders/kvm',
      body: kvmOrder({ hostname: `${'a'.repeat(64)}.example.com` }),
    },
    expect: { status: 400, message: SERVER_MESSAGES.hostnameInvalid },
  },
  {
    name: "a KVM order refuses another customer's key",
    before: [addKey('customerB', SAMPLE_SSH_KEYS.ecdsa256.line, 'keyId')],
    as: 'customerA',
    request: { method: 'POST', path: '/orders/kvm', body: kvmOrder({ sshKeyIds: ['{keyId}'] }) },
    expect: { status: 400, message: SERVER_MESSAGES.sshKeyUnknown },
  },
  {
    name: 'a reinstall takes a new hostname and other keys, shown in the details',
    before: [addKey('customerA', SAMPLE_SSH_KEYS.second.line, 'keyId')],
    as: 'customerA',
    request: {
      method: 'POST',
      path: `/services/${SERVICES.aKvmRunning}/reinstall`,
      body: { os: 'ubuntu-22.04', hostname: 'db1.example.com', sshKeyIds: ['{keyId}'] },
    },
    expect: {
      status: 200,
      fields: {
        hostname: 'db1.example.com',
        'sshKeys.length': 1,
        'sshKeys.0.name': 'keyId',
        'sshKeys.0.fingerprint': SAMPLE_SSH_KEYS.second.fingerprint,
      },
    },
  },
  {
    name: "a reinstall refuses another customer's key",
    before: [addKey('customerB', SAMPLE_SSH_KEYS.ecdsa256.line, 'keyId')],
    as: 'customerA',
    request: {
      method: 'POST',
      path: `/services/${SERVICES.aKvmRunning}/reinstall`,
      body: { os: 'ubuntu-22.04', sshKeyIds: ['{keyId}'] },
    },
    expect: { status: 400, message: SERVER_MESSAGES.sshKeyUnknown },
  },
  // ---- POST /services/{id}/reset-password
  {
    name: 'a running KVM server gets a new root password through the guest agent',
    as: 'customerA',
    request: { method: 'POST', path: `/services/${SERVICES.aKvmRunning}/reset-password` },
    expect: { status: 200 },
  },
  {
    name: "another customer's server's password is not reset",
    as: 'customerB',
    request: { method: 'POST', path: `/services/${SERVICES.aKvmRunning}/reset-password` },
    expect: { status: 404, message: SERVER_MESSAGES.serviceNotFound },
  },
  {
    name: 'a stopped server has no password reset',
    as: 'customerB',
    request: { method: 'POST', path: `/services/${SERVICES.bKvmStopped}/reset-password` },
    expect: { status: 409, message: SERVER_MESSAGES.passwordResetNotRunning },
  },
  {
    name: 'a game server has no root password reset',
    as: 'customerA',
    request: { method: 'POST', path: `/services/${SERVICES.aGameRunning}/reset-password` },
    expect: { status: 409, message: SERVER_MESSAGES.passwordResetKvmOnly },
  },
  {
    name: 'the cloud-init way needs the restart accepted',
    as: 'customerA',
    request: {
      method: 'POST',
      path: `/services/${SERVICES.aKvmRunning}/reset-password`,
      body: { method: 'cloud-init' },
    },
    expect: { status: 400, message: SERVER_MESSAGES.passwordResetRebootRequired },
  },
];
