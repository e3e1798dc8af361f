import { SERVER_MESSAGES } from '@shop/domain';
import type { HandlerMap } from '../plugins/contract.ts';
import { cleanInquiry, storeInquiry } from '../services/inquiry.ts';
import type { InquiryRequest } from '../services/inquiry.ts';

export const inquiryHandlers: HandlerMap = {
  /** The configured support address (SUPPORT_EMAIL): the one the contact page shows is the one mail reaches. */
  getSupportContact(request) {
    return { email: request.server.app.config.mail.supportEmail };
  },

  /** The contact form: checked, counted against the address's limit, stored and mailed, then 201. */
  async createInquiry(request, h) {
    const inquiry = cleanInquiry(request.payload as InquiryRequest);
    const { knex, config, inquiryLimiter } = request.server.app;
    const address = request.info.remoteAddress;
    await inquiryLimiter.take(address);
    try {
      await storeInquiry(knex, inquiry, config.mail.supportEmail);
    } catch (err) {
      await inquiryLimiter.giveBack(address);
      throw err;
    }
    return h.response({ message: SERVER_MESSAGES.inquiryReceived }).code(201);
  },
};
