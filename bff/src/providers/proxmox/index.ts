export { createProxmoxDriver, PROXMOX_IP_POOL } from './driver.ts';
export type { DriverLog, ProxmoxDriverOptions } from './driver.ts';
export { isProxmoxConfigured, parseProxmoxConfig } from './config.ts';
export type { ProxmoxConfig, ProxmoxTemplate } from './config.ts';
