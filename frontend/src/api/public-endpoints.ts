import type { operations } from '@shop/domain/generated/api-types.gen';

/** An operation of the contract; the generated RTK Query endpoints carry the same names. */
export type OperationId = keyof operations;

/**
 * The operations whose contract entry says `security: []`: they need no token, and none is sent.
 * Every other endpoint needs one. The RTK codegen drops `security`, so the list is kept here;
 * public-endpoints.test.ts checks it against openapi.yaml in both directions.
 */
export const PUBLIC_OPERATIONS = [
  'getHealth',
  'getLiveness',
  'register',
  'requestPasswordReset',
  'confirmPasswordReset',
  'login',
  'listGames',
  'listGameVersions',
  'listGamePackages',
  'listKvmPackages',
  'getKvmPackage',
  'listKvmPackageOs',
  'getPaymentAccounts',
  'createInquiry',
  'getSupportContact',
  'getSeller',
  // Chapa's servers call these (the app never does); listed so that this list is the contract's.
  'chapaWebhook',
  'chapaCallback',
  // Telegram's servers call this one (the bot's webhook).
  'telegramWebhook',
] as const satisfies readonly OperationId[];

/**
 * The operations whose contract entry says `security: [{}, { bearerAuth: [] }]`: anyone may call
 * them; a signed-in caller's token is sent (the coupon look-up refuses an affiliate's own code).
 */
export const OPTIONAL_TOKEN_OPERATIONS = ['lookupDiscountCode'] as const satisfies readonly OperationId[];

const publicOperations: ReadonlySet<string> = new Set(PUBLIC_OPERATIONS);
const optionalTokenOperations: ReadonlySet<string> = new Set(OPTIONAL_TOKEN_OPERATIONS);

/** No token is sent. */
export function isPublicEndpoint(endpoint: string): boolean {
  return publicOperations.has(endpoint);
}

/** A token is sent when there is one, and the call goes ahead without one. */
export function isOptionalTokenEndpoint(endpoint: string): boolean {
  return optionalTokenOperations.has(endpoint);
}
