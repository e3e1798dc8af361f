import Boom from '@hapi/boom';
import { newId, now } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import { INQUIRY_RATE_LIMIT, inquiryRefusal, supportContacts, trimInquiry } from '@shop/domain/contact';
import type { SupportContacts } from '@shop/domain/contact';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { queueMail, supportInquiryMail } from '../mail/index.ts';
import { alertInquiry } from './notifications/admin-alerts.ts';
import { effectiveSettings } from './settings/effective.ts';
import type { SettingsEnvironment } from './settings/effective.ts';
import { addressKey, tooManyRequests } from './rate-limits/keys.ts';
import type { RateLimitStore } from './rate-limits/store.ts';

export type InquiryRequest = components['schemas']['InquiryRequest'];

/** The support contacts the app shows: the console's values, else the configuration's. */
export async function supportContactOf(knex: Knex, config: SettingsEnvironment): Promise<SupportContacts> {
  const settings = await effectiveSettings(knex, config);
  return supportContacts(settings);
}

/** The contact form's message with its fields trimmed; 400 when one is blank (the contract lets spaces through). */
export function cleanInquiry(input: InquiryRequest): InquiryRequest {
  const trimmed = trimInquiry(input);
  const refusal = inquiryRefusal(trimmed);
  if (refusal) throw Boom.badRequest(refusal);
  return trimmed;
}

/**
 * Stores the message and queues its mail to the support address in one transaction: once this
 * resolves both are committed, so a message answered 201 is never lost (the outbox retries the
 * delivery). The mail names the sender's address to reply to; the admins' Telegram chat, when
 * set, is told a message came in.
 */
export async function storeInquiry(
  knex: Knex,
  inquiry: InquiryRequest,
  supportEmail: string,
): Promise<string> {
  const id = newId();
  await knex.transaction(async (trx) => {
    await trx('inquiries').insert({ id, ...inquiry, created_at: now() });
    const mail = supportInquiryMail({ locale: 'en', ...inquiry });
    await queueMail(trx, { to: supportEmail, subject: mail.subject, text: mail.text, html: mail.html });
    await alertInquiry(trx, { id, name: inquiry.name, email: inquiry.email, subject: inquiry.subject });
  });
  return id;
}

/**
 * Counts accepted contact messages per client address in the server's rate-limit store (shared
 * by every instance on the same database or Redis), in fixed windows as domain's
 * inquiryRetryAfterSeconds describes them for the mocks. Past the limit a message is refused with
 * 429 and Retry-After before anything is stored.
 */
export class InquiryLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    options: { messages: number; windowSeconds: number } = INQUIRY_RATE_LIMIT,
  ) {
    this.limiter = store.limiter({
      name: 'inquiry',
      points: options.messages,
      windowSeconds: options.windowSeconds,
    });
  }

  /** Takes one message from the address's allowance, or throws 429. */
  async take(address: string): Promise<void> {
    try {
      await this.limiter.consume(addressKey(address));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw tooManyRequests(SERVER_MESSAGES.inquiryRateLimited, err.msBeforeNext);
    }
  }

  /** Gives a taken message back (it was not stored after all), so only accepted messages count. */
  async giveBack(address: string): Promise<void> {
    await this.limiter.reward(addressKey(address));
  }
}
