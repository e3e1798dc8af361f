import { orderNumber } from '@shop/domain';
import { ArrowLeft, Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  getApiErrorMessage,
  useCloseMyTicketMutation,
  useGetMyTicketQuery,
  useReplyToMyTicketMutation,
  type TicketDetail,
} from '../../api';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Container,
  LoadErrorAlert,
  Skeleton,
  TextAreaField,
} from '../../components/ui';
import { formatDate, useLocale, useT } from '../../i18n';
import { useAppSelector } from '../../store/hooks';
import { FilePicker } from './file-picker';
import { TicketStatusBadge } from './ticket-status-badge';

/** /support/:ticketId: the thread (no internal notes reach it), a reply with files, closing. */
export function TicketPage() {
  const t = useT();
  const { ticketId = '' } = useParams();
  const ticket = useGetMyTicketQuery({ id: ticketId });

  return (
    <Container className="py-8 sm:py-12">
      <Link
        to="/support"
        className="mb-4 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('support.form.back')}
      </Link>
      {ticket.data ? (
        <Thread ticket={ticket.data} />
      ) : ticket.isError ? (
        <LoadErrorAlert
          retryLabel={t('common.actions.tryAgain')}
          onRetry={() => void ticket.refetch()}
          retrying={ticket.isFetching}
        >
          {t('support.thread.loadFailed')}
        </LoadErrorAlert>
      ) : (
        <div role="status" aria-label={t('support.thread.loading')} className="flex max-w-3xl flex-col gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
    </Container>
  );
}

/** An attachment's link: fetched with the token (the API needs it), then saved by the browser. */
export function AttachmentLink({ href, name }: { href: string; name: string }) {
  const t = useT();
  const token = useAppSelector((state) => state.auth.token);
  const download = async () => {
    const response = await fetch(href, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) return;
    const url = URL.createObjectURL(await response.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      aria-label={t('support.thread.download', { name })}
      className="inline-flex max-w-full items-center gap-1 rounded-control border border-line px-2 py-1 text-xs text-brand-700 hover:bg-surface-muted"
    >
      <Download className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{name}</span>
    </button>
  );
}

function Thread({ ticket }: { ticket: TicketDetail }) {
  const t = useT();
  const locale = useLocale();
  const [reply, { isLoading: sending, error: replyError }] = useReplyToMyTicketMutation();
  const [close, { isLoading: closing, error: closeError }] = useCloseMyTicketMutation();
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    void reply({ id: ticket.id, ticketReplyRequest: { message: message.trim(), attachments: files } })
      .unwrap()
      .then(() => {
        setMessage('');
        setFiles([]);
      })
      .catch(() => undefined);
  };
  const failure = replyError ?? closeError;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 break-words text-2xl font-semibold text-ink">{ticket.subject}</h1>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <p className="text-sm text-ink-muted">
        <span className="font-mono">{ticket.number}</span> · {t(`support.department.${ticket.department}`)} ·{' '}
        {t(`support.priority.${ticket.priority}`)}
        {ticket.serviceId && (
          <>
            {' · '}
            <Link className="text-brand-700 hover:underline" to={`/service-details/${ticket.serviceId}`}>
              {t('support.thread.service')}
            </Link>
          </>
        )}
        {ticket.orderId && (
          <>
            {' · '}
            <Link className="text-brand-700 hover:underline" to={`/orders/${ticket.orderId}`}>
              {t('support.thread.order', { number: orderNumber(ticket.orderId) })}
            </Link>
          </>
        )}
      </p>
      <ol className="flex flex-col gap-4">
        {ticket.messages.map((m) => (
          <li
            key={m.id}
            className={`rounded-card border p-4 ${m.author === 'STAFF' ? 'border-brand-200 bg-brand-50' : 'border-line bg-surface'}`}
          >
            <p className="mb-2 text-xs font-medium text-ink-muted">
              {m.author === 'STAFF' ? t('support.thread.staff') : t('support.thread.you')} ·{' '}
              {formatDate(m.createdAt, locale)}
            </p>
            <p className="whitespace-pre-wrap break-words text-sm text-ink">{m.body}</p>
            {m.attachments.length > 0 && (
              <div className="mt-3 flex flex-wrap gap-2">
                {m.attachments.map((a) => (
                  <AttachmentLink
                    key={a.id}
                    name={a.name}
                    href={`/api/tickets/${ticket.id}/attachments/${a.id}`}
                  />
                ))}
              </div>
            )}
          </li>
        ))}
      </ol>
      {ticket.status === 'CLOSED' && <Alert tone="info">{t('support.thread.closed')}</Alert>}
      {failure && <Alert tone="danger">{getApiErrorMessage(failure)}</Alert>}
      <Card>
        <CardContent>
          <form noValidate onSubmit={send} aria-label={t('support.thread.reply')}>
            <fieldset disabled={sending} className="flex min-w-0 flex-col gap-4">
              <TextAreaField
                label={t('support.thread.reply')}
                rows={4}
                maxLength={10000}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
              <FilePicker files={files} onChange={setFiles} />
              <div className="flex flex-wrap gap-3">
                <Button type="submit" loading={sending}>
                  {t('support.thread.send')}
                </Button>
                {ticket.status !== 'CLOSED' && (
                  <Button
                    type="button"
                    variant="outline"
                    loading={closing}
                    onClick={() => void close({ id: ticket.id }).catch(() => undefined)}
                  >
                    {t('support.thread.close')}
                  </Button>
                )}
              </div>
            </fieldset>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
