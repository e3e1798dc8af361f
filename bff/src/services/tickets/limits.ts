import { SERVER_MESSAGES, TICKET_RATE_LIMIT } from '@shop/domain';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { limitKey, tooManyRequests } from '../rate-limits/keys.ts';
import type { RateLimitStore } from '../rate-limits/store.ts';

/**
 * New tickets per customer per day and replies per customer per hour (domain's TICKET_RATE_LIMIT),
 * counted in the server's rate-limit store, shared by every instance. Past a limit: 429 with
 * Retry-After, before anything is stored; a request that then fails gives its point back.
 */
export class TicketLimiter {
  private readonly tickets: RateLimiterAbstract;
  private readonly replies: RateLimiterAbstract;

  constructor(store: RateLimitStore, limit: typeof TICKET_RATE_LIMIT = TICKET_RATE_LIMIT) {
    this.tickets = store.limiter({
      name: 'tickets',
      points: limit.ticketsPerDay,
      windowSeconds: limit.ticketWindowSeconds,
    });
    this.replies = store.limiter({
      name: 'ticket-replies',
      points: limit.repliesPerHour,
      windowSeconds: limit.replyWindowSeconds,
    });
  }

  /** Runs `work` with one new ticket taken from the customer's allowance (given back if it fails). */
  withTicket<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return taken(this.tickets, userId, SERVER_MESSAGES.ticketsRateLimited, work);
  }

  /** Runs `work` with one reply taken from the customer's allowance (given back if it fails). */
  withReply<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return taken(this.replies, userId, SERVER_MESSAGES.ticketRepliesRateLimited, work);
  }
}

async function taken<T>(
  limiter: RateLimiterAbstract,
  userId: string,
  message: string,
  work: () => Promise<T>,
): Promise<T> {
  const key = limitKey('user', userId);
  try {
    await limiter.consume(key);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    throw tooManyRequests(message, err.msBeforeNext);
  }
  try {
    return await work();
  } catch (err) {
    await limiter.reward(key);
    throw err;
  }
}
