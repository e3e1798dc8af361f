export { parsePterodactylConfig } from './config.ts';
export type { EggRef, PterodactylConfig } from './config.ts';
export { createPterodactylDriver } from './driver.ts';
export type { PterodactylDriverOptions } from './driver.ts';
