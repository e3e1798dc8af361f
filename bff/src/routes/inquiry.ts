import { SERVER_MESSAGES } from '@shop/domain';
import type { HandlerMap } from '../plugins/contract.ts';
import { clientAddress } from '../plugins/client-address.ts';
import { cleanInquiry, storeInquiry, supportContactOf } from '../services/inquiry.ts';
import type { InquiryRequest } from '../services/inquiry.ts';
import { effectiveSettings } from '../services/settings/effective.ts';

export const inquiryHandlers: HandlerMap = {
  /**
   * The support contacts (the console's Settings, else the environment's): the address (the one
   * the contact page shows is the one mail reaches), the Telegram chat and, when set, the phone.
   */
  getSupportContact(request) {
    return supportContactOf(request.server.app.knex, request.server.app.config);
  },

  /** The contact form: checked, counted against the address's limit, stored and mailed, then 201. */
  async createInquiry(request, h) {
    const inquiry = cleanInquiry(request.payload as InquiryRequest);
    const { knex, config, inquiryLimiter } = request.server.app;
    const address = clientAddress(request);
    await inquiryLimiter.take(address);
    try {
      await storeInquiry(knex, inquiry, (await effectiveSettings(knex, config)).supportEmail);
    } catch (err) {
      await inquiryLimiter.giveBack(address);
      throw err;
    }
    return h.response({ message: SERVER_MESSAGES.inquiryReceived }).code(201);
  },
};
