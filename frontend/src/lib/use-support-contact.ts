import { SUPPORT_CONTACT } from '@shop/domain/support-contact';
import { useGetSupportContactQuery, type SupportContact } from '../api';

/**
 * The shop's support contacts and hours (GET /support-contact: the console's Settings, else
 * SUPPORT_*), one cached read for every page that names them. Domain's defaults stand in while
 * they load or when the server cannot be reached, so a page never waits on them to render.
 */
export function useSupportContact(options: { skip?: boolean } = {}): SupportContact {
  const { data } = useGetSupportContactQuery(undefined, { skip: options.skip ?? false });
  return (
    data ?? { email: SUPPORT_CONTACT.email, telegram: SUPPORT_CONTACT.telegram, hours: SUPPORT_CONTACT.hours }
  );
}
