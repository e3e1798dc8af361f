import { isRefunded, orderNumber } from '@shop/domain';
import type { Order } from '../../api';
import { DocumentDownloadButton } from '../../components/document-download-button';
import { useT } from '../../i18n';

/** A paid order's invoice, and a refunded one's credit note, to download. */
export function OrderDocuments({ order, fullWidth }: { order: Order; fullWidth?: boolean }) {
  const t = useT();
  if (!order.paid) return null;
  const forOrder = (
    <span className="sr-only"> {t('orders.list.forOrder', { id: orderNumber(order.id) })}</span>
  );
  return (
    <span className="inline-flex flex-wrap justify-end gap-2">
      <DocumentDownloadButton
        path={`/orders/${order.id}/invoice`}
        fileName="invoice.pdf"
        fullWidth={fullWidth}
      >
        {t('orders.list.downloadInvoice')}
        {forOrder}
      </DocumentDownloadButton>
      {isRefunded(order) && (
        <DocumentDownloadButton
          path={`/orders/${order.id}/credit-note`}
          fileName="credit-note.pdf"
          fullWidth={fullWidth}
        >
          {t('orders.list.downloadCreditNote')}
          {forOrder}
        </DocumentDownloadButton>
      )}
    </span>
  );
}
