import { SERVER_MESSAGES } from '@shop/domain';
import { inquiryRefusal, inquiryRetryAfterSeconds, supportContacts, trimInquiry } from '@shop/domain/contact';
import { apiError, http } from '../http';
import { mockEffectiveSettings } from '../shop-settings';
import { db } from '../state';

/**
 * The contact form, as the BFF answers it (bff/src/routes/inquiry.ts): a blank field is refused
 * (400), then domain's limit (429 with Retry-After) counts the messages this browser sent, the
 * mock's one client address; an accepted message is kept and answered 201.
 */
export const inquiryHandlers = [
  // The console's Settings, else the BFF's defaults: domain's contacts (no phone).
  http.get('/support-contact', ({ response }) => {
    return response(200).json(supportContacts(mockEffectiveSettings()));
  }),
  http.post('/inquiry', async ({ request, response }) => {
    const inquiry = trimInquiry(await request.json());
    const refusal = inquiryRefusal(inquiry);
    if (refusal) return response.untyped(apiError(400, refusal));
    const now = Date.now();
    const retryAfter = inquiryRetryAfterSeconds(
      db.inquiries.map((sent) => Date.parse(sent.createdAt)),
      now,
    );
    if (retryAfter > 0) {
      const tooMany = apiError(429, SERVER_MESSAGES.inquiryRateLimited);
      tooMany.headers.set('Retry-After', String(retryAfter));
      return response.untyped(tooMany);
    }
    db.inquiries.push({ ...inquiry, createdAt: new Date(now).toISOString() });
    return response(201).json({ message: SERVER_MESSAGES.inquiryReceived });
  }),
];
