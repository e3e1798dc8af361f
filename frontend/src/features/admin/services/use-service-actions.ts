import {
  REMINDER_FAILED,
  REMINDERS_FAILED,
  reminderSentMessage,
  reminderSummaryMessage,
  SERVICE_STATUS_UPDATE_FAILED,
} from '@shop/domain';
import { useCallback, useState } from 'react';
import {
  useAdminSendAllRemindersMutation,
  useAdminSendReminderMutation,
  useAdminSetServiceStatusMutation,
  type AdminService,
} from '../../../api';
import type { ServiceCardBusy } from './service-card';
import { adminErrorMessage } from '../shared';
import { BULK_SUCCESS_BANNER_MS, useFeedbackBanner } from './use-feedback-banner';

/**
 * The services screen's writes: stop and start (a refusal or failure replaces the page, spec 8),
 * one reminder and all reminders (each answered in the banner, spec 2.6 and 9).
 */
export function useServiceActions() {
  const banner = useFeedbackBanner();
  const { show } = banner;
  const [setServiceStatus] = useAdminSetServiceStatusMutation();
  const [sendReminder] = useAdminSendReminderMutation();
  const [sendAllReminders, { isLoading: sendingAll }] = useAdminSendAllRemindersMutation();
  const [busy, setBusy] = useState<Readonly<Record<string, ServiceCardBusy>>>({});
  const [statusError, setStatusError] = useState<string | null>(null);

  const mark = (id: string, state: ServiceCardBusy) => setBusy((all) => ({ ...all, [id]: state }));

  const setStatus = useCallback(
    async (service: AdminService, status: 'ACTIVE' | 'INACTIVE') => {
      mark(service.id, 'status');
      try {
        await setServiceStatus({ id: service.id, serviceStatusRequest: { status } }).unwrap();
      } catch (error) {
        setStatusError(adminErrorMessage(error, SERVICE_STATUS_UPDATE_FAILED));
      } finally {
        mark(service.id, null);
      }
    },
    [setServiceStatus],
  );

  const remind = useCallback(
    async (service: AdminService) => {
      mark(service.id, 'remind');
      try {
        const { message, details } = await sendReminder({ id: service.id }).unwrap();
        show({
          tone: 'success',
          text: message || reminderSentMessage(details.userEmail, details.daysRemaining),
        });
      } catch (error) {
        show({ tone: 'danger', text: adminErrorMessage(error, REMINDER_FAILED) });
      } finally {
        mark(service.id, null);
      }
    },
    [sendReminder, show],
  );

  const remindAll = useCallback(async () => {
    try {
      const { message, summary } = await sendAllReminders().unwrap();
      show(
        { tone: 'success', ...(message ? { title: message } : {}), text: reminderSummaryMessage(summary) },
        BULK_SUCCESS_BANNER_MS,
      );
    } catch (error) {
      show({ tone: 'danger', text: adminErrorMessage(error, REMINDERS_FAILED) });
    }
  }, [sendAllReminders, show]);

  return {
    feedback: banner.feedback,
    dismissFeedback: banner.dismiss,
    busy,
    sendingAll,
    setStatus,
    remind,
    remindAll,
    statusError,
    clearStatusError: useCallback(() => setStatusError(null), []),
  };
}
