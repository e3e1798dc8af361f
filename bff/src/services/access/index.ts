export { GUEST_AGENT_UNAVAILABLE, PASSWORD_RESETS_PER_DAY, resetServicePassword } from './reset-password.ts';
export type { ResetPasswordRequest, ResetPasswordResponse } from './reset-password.ts';
