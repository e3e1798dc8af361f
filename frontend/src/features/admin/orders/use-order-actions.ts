import {
  CREATE_SERVICE_FAILED_TITLE,
  CREATE_SERVICE_SUCCESS_TITLE,
  DELETE_ORDER_FAILED_TITLE,
  DELETE_ORDER_SUCCESS_TITLE,
  MARK_PAID_FAILED_TITLE,
  MARK_PAID_SUCCESS_TEXT,
  MARK_PAID_SUCCESS_TITLE,
  SEND_EMAIL_FAILED_TITLE,
  SEND_EMAIL_SUCCESS_TEXT,
  SEND_EMAIL_SUCCESS_TITLE,
} from '@shop/domain';
import { useState } from 'react';
import {
  useAdminCreateServiceMutation,
  useAdminDeleteOrderMutation,
  useAdminEmailOrderDetailsMutation,
  useAdminMarkOrderPaidMutation,
  useAdminRejectPaymentMutation,
  useAdminSetOrderStatusMutation,
  type AdminOrder,
  type EmailDetailsRequest,
  type OrderStatus,
} from '../../../api';
import { orderNumber, type ActionResult } from '../shared';
import type { MarkPaidValues } from './mark-paid-form';
import type { RejectPaymentValues } from './reject-payment-form';
import type { OrderAction } from './order-actions';
import { statusLabel } from './order-display';
import { deleteFailureMessage, writeFailureMessage } from './order-errors';

/** Titles of the status change's result (the spec has no status change; these follow its others). */
export const STATUS_CHANGE_SUCCESS_TITLE = 'Order Status Updated';
export const STATUS_CHANGE_FAILED_TITLE = 'Failed to Update Order Status';
export const REJECT_PAYMENT_SUCCESS_TITLE = 'Payment Rejected';
export const REJECT_PAYMENT_FAILED_TITLE = 'Failed to Reject Payment';

type OpenModal = { action: OrderAction; order: AdminOrder } | null;

/**
 * The orders screen's modals and their calls: one modal at a time for one order, then the result
 * dialog (spec 8's titles and texts). A write invalidates the lists it changes (api/index.ts), so
 * the table reloads after mark-paid, create-service, status change and delete (spec 4).
 *
 * `rows` is the page on screen: an open modal shows its order as the latest list has it.
 */
export function useOrderActions(rows: readonly AdminOrder[]) {
  const [modal, setModal] = useState<OpenModal>(null);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [markPaid, markPaidState] = useAdminMarkOrderPaidMutation();
  const [rejectPayment, rejectState] = useAdminRejectPaymentMutation();
  const [createService, createServiceState] = useAdminCreateServiceMutation();
  const [setStatus, setStatusState] = useAdminSetOrderStatusMutation();
  const [emailDetails, emailState] = useAdminEmailOrderDetailsMutation();
  const [deleteOrder, deleteState] = useAdminDeleteOrderMutation();

  const order = modal ? (rows.find((row) => row.id === modal.order.id) ?? modal.order) : null;

  /** Runs a call for the open modal's order, closes the modal and shows how it ended. */
  async function run<T>(
    call: (id: string) => { unwrap: () => Promise<T> },
    success: (data: T, order: AdminOrder) => ActionResult,
    failure: (error: unknown, order: AdminOrder) => ActionResult,
  ) {
    if (!order) return;
    try {
      const data = await call(order.id).unwrap();
      setResult(success(data, order));
    } catch (error) {
      setResult(failure(error, order));
    }
    setModal(null);
  }

  const failed = (title: string) => (error: unknown) => ({
    tone: 'error' as const,
    title,
    message: writeFailureMessage(error),
  });

  return {
    /** The open modal's action, or null. */
    action: modal?.action ?? null,
    /** The open modal's order (as the current page has it), or null. */
    order,
    result,
    open: (action: OrderAction, target: AdminOrder) => setModal({ action, order: target }),
    close: () => setModal(null),
    clearResult: () => setResult(null),
    submitting:
      markPaidState.isLoading ||
      rejectState.isLoading ||
      createServiceState.isLoading ||
      setStatusState.isLoading ||
      emailState.isLoading ||
      deleteState.isLoading,

    markPaid: (values: MarkPaidValues) =>
      run(
        (id) => markPaid({ id, markPaidRequest: values }),
        () => ({ tone: 'success', title: MARK_PAID_SUCCESS_TITLE, message: MARK_PAID_SUCCESS_TEXT }),
        failed(MARK_PAID_FAILED_TITLE),
      ),
    rejectPayment: (body: RejectPaymentValues) =>
      run(
        (id) => rejectPayment({ id, rejectPaymentRequest: body }),
        (data) => ({ tone: 'success', title: REJECT_PAYMENT_SUCCESS_TITLE, message: data.message }),
        failed(REJECT_PAYMENT_FAILED_TITLE),
      ),
    createService: () =>
      run(
        (id) => createService({ id }),
        (data) => ({ tone: 'success', title: CREATE_SERVICE_SUCCESS_TITLE, message: data.message }),
        failed(CREATE_SERVICE_FAILED_TITLE),
      ),
    changeStatus: (status: OrderStatus) =>
      run(
        (id) => setStatus({ id, orderStatusRequest: { status } }),
        (data) => ({
          tone: 'success',
          title: STATUS_CHANGE_SUCCESS_TITLE,
          message: `Order ${orderNumber(data.id)} is now ${statusLabel(data.status)}.`,
        }),
        failed(STATUS_CHANGE_FAILED_TITLE),
      ),
    emailDetails: (body: EmailDetailsRequest) =>
      run(
        (id) => emailDetails({ id, emailDetailsRequest: body }),
        () => ({ tone: 'success', title: SEND_EMAIL_SUCCESS_TITLE, message: SEND_EMAIL_SUCCESS_TEXT }),
        failed(SEND_EMAIL_FAILED_TITLE),
      ),
    deleteOrder: () =>
      run(
        (id) => deleteOrder({ id }),
        (data) => ({
          tone: 'success',
          title: DELETE_ORDER_SUCCESS_TITLE,
          message: `Order ${orderNumber(data.deletedOrder.id)} has been deleted.`,
        }),
        (error, target) => ({
          tone: 'error',
          title: DELETE_ORDER_FAILED_TITLE,
          message: deleteFailureMessage(error, target.id),
        }),
      ),
  };
}
