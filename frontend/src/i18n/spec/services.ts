import { SERVICE_DETAILS_LOAD_FAILED, SERVICES_LOAD_FAILED, serviceActionFailedMessage } from '@shop/domain';

/** Keys of the services area whose English text is a specification text domain also holds. */
export const services: Readonly<Record<string, string>> = {
  'services.myServices.loadFailed': SERVICES_LOAD_FAILED,
  'services.details.loadFailed': SERVICE_DETAILS_LOAD_FAILED,
  // 'Failed to {action} service. Please try again.', the action named at render.
  'services.control.actionFailed': serviceActionFailedMessage('{action}'),
};
