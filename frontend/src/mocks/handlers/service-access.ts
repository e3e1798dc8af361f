import { SERVER_MESSAGES, serviceStatusOf } from '@shop/domain';
import { apiError, authenticate, http } from '../http';
import { db, mockSettings } from '../state';

const DAY_MS = 86_400_000;
const RESETS_PER_DAY = 5;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 24 random characters, as the BFF's generateRootPassword. */
function newPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * The `service-access` operations as the BFF answers them (bff/src/routes/service-access.ts): a
 * KVM server's root password reset, through the (simulated) guest agent, or with the agent down
 * (mockSettings.guestAgentDown) the cloud-init way once the restart is accepted.
 */
export const serviceAccessHandlers = [
  http.post('/services/{id}/reset-password', async ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const service = db.services.find((s) => s.id === params.id && s.userId === user.id);
    if (!service) return response.untyped(apiError(404, SERVER_MESSAGES.serviceNotFound));
    if (service.kind !== 'KVM') return response.untyped(apiError(409, SERVER_MESSAGES.passwordResetKvmOnly));
    const text = await request.text();
    const body = (text ? JSON.parse(text) : {}) as { method?: 'agent' | 'cloud-init'; reboot?: boolean };
    const method = body.method ?? 'agent';
    if (method === 'cloud-init' && body.reboot !== true)
      return response.untyped(apiError(400, SERVER_MESSAGES.passwordResetRebootRequired));
    const status = serviceStatusOf({ status: service.status, terminatedAt: service.terminatedAt ?? null });
    if (status !== 'ACTIVE' || service.currentStatus !== 'running')
      return response.untyped(apiError(409, SERVER_MESSAGES.passwordResetNotRunning));
    const now = Date.now();
    const recent = (service.passwordResets ?? []).filter((at) => Date.parse(at) > now - DAY_MS);
    if (recent.length >= RESETS_PER_DAY) {
      const limited = apiError(429, SERVER_MESSAGES.passwordResetLimit);
      limited.headers.set('Retry-After', String(DAY_MS / 1000));
      return response.untyped(limited);
    }
    if (method === 'agent' && mockSettings.guestAgentDown) {
      return response.untyped(
        apiError(409, SERVER_MESSAGES.passwordResetAgentDown, { code: 'guest_agent_unavailable' }),
      );
    }
    const password = newPassword();
    service.password = password;
    service.passwordResets = [...recent, new Date(now).toISOString()];
    return response(200).json({ password });
  }),
];
