import { ADMIN_ACCESS_DENIED } from '@shop/domain';

/** Keys of the layout area whose English text is a specification text domain also holds. */
export const layout: Readonly<Record<string, string>> = {
  'layout.accessDenied.message': ADMIN_ACCESS_DENIED,
};
