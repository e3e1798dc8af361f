import Boom from '@hapi/boom';
import { newId, now } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import { INQUIRY_RATE_LIMIT, inquiryRefusal, trimInquiry } from '@shop/domain/contact';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { queueMail, supportInquiryMail } from '../mail/index.ts';

export type InquiryRequest = components['schemas']['InquiryRequest'];

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
 * delivery). The mail names the sender's address to reply to.
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
  });
  return id;
}

/**
 * Counts accepted contact messages per client address in memory (one BFF instance counts its
 * own), in fixed windows as domain's inquiryRetryAfterSeconds describes them for the mocks. Past
 * the limit a message is refused with 429 and Retry-After before anything is stored.
 */
export class InquiryLimiter {
  private readonly limiter: RateLimiterMemory;

  constructor(options: { messages: number; windowSeconds: number } = INQUIRY_RATE_LIMIT) {
    this.limiter = new RateLimiterMemory({
      keyPrefix: 'inquiry',
      points: options.messages,
      duration: options.windowSeconds,
    });
  }

  /** Takes one message from the address's allowance, or throws 429. */
  async take(address: string): Promise<void> {
    try {
      await this.limiter.consume(address);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const tooMany = Boom.tooManyRequests(SERVER_MESSAGES.inquiryRateLimited);
      tooMany.output.headers['Retry-After'] = String(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
      throw tooMany;
    }
  }

  /** Gives a taken message back (it was not stored after all), so only accepted messages count. */
  async giveBack(address: string): Promise<void> {
    await this.limiter.reward(address);
  }
}
