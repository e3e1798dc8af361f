/** Keeps what an authenticator code can hold: up to six digits (spaces and others dropped). */
export function codeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}
