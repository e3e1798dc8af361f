/** The types of bff-boundaries.js, for the tests that read its layers (scripts/eslint-bff-boundaries.test.ts). */
export declare const bffTestCode: string[];
export declare const SERVICE_MODULES: string;
export declare const SERVICE_LAYERS: string[];
export declare const bffZones: Array<{
  target: string;
  from: string | string[];
  except?: string[];
  message: string;
}>;
export declare const bffTestCodeZone: { target: string; from: string; message: string };
