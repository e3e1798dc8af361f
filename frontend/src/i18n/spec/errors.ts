import { FALLBACK_MESSAGES, httpErrorMessage, NO_TOKEN } from '@shop/domain';

/** Keys of the errors area whose English text is a specification text domain also holds. */
export const errors: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(FALLBACK_MESSAGES).map(([kind, text]) => [`errors.fallback.${kind}`, text]),
  ),
  'errors.noToken': NO_TOKEN,
  'errors.httpError': httpErrorMessage(0).replace('0', '{status}'),
};
