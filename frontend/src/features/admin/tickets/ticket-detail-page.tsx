import { CANNED_REPLIES, TICKET_DEPARTMENTS, TICKET_PRIORITIES, TICKET_STATUSES } from '@shop/domain';
import { ArrowLeft, Download, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  getApiErrorMessage,
  useAdminGetTicketQuery,
  useAdminReplyToTicketMutation,
  useAdminUpdateTicketMutation,
  type AdminTicketDetail,
  type AdminTicketUpdate,
} from '../../../api';
import {
  Alert,
  Badge,
  Button,
  LoadErrorAlert,
  Select,
  Skeleton,
  Switch,
  TextAreaField,
} from '../../../components/ui';
import { useAppSelector } from '../../../store/hooks';
import { selectCurrentUser } from '../../../store/auth-slice';

const label = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replace('_', ' ');

/** /admin/tickets/:ticketId: the whole thread, internal notes apart, the answer and the ticket's settings. */
export function TicketDetailPage() {
  const { ticketId = '' } = useParams();
  const ticket = useAdminGetTicketQuery({ id: ticketId });
  return (
    <div className="flex flex-col gap-6">
      <Link
        to="/admin/tickets"
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All tickets
      </Link>
      {ticket.data ? (
        <Loaded ticket={ticket.data} />
      ) : ticket.isError ? (
        <LoadErrorAlert
          retryLabel="Try again"
          onRetry={() => void ticket.refetch()}
          retrying={ticket.isFetching}
        >
          Failed to fetch the ticket
        </LoadErrorAlert>
      ) : (
        <div role="status" aria-label="Loading the ticket" className="flex flex-col gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
    </div>
  );
}

function AttachmentButton({ ticketId, id, name }: { ticketId: string; id: string; name: string }) {
  const token = useAppSelector((state) => state.auth.token);
  const download = async () => {
    const response = await fetch(`/api/admin/tickets/${ticketId}/attachments/${id}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
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
      className="inline-flex max-w-full items-center gap-1 rounded-control border border-line px-2 py-1 text-xs text-brand-700 hover:bg-surface-muted"
    >
      <Download className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{name}</span>
    </button>
  );
}

function Loaded({ ticket }: { ticket: AdminTicketDetail }) {
  const me = useAppSelector(selectCurrentUser);
  const [reply, replying] = useAdminReplyToTicketMutation();
  const [update, updating] = useAdminUpdateTicketMutation();
  const [message, setMessage] = useState('');
  const [internal, setInternal] = useState(false);

  const change = (patch: AdminTicketUpdate) =>
    void update({ id: ticket.id, adminTicketUpdate: patch }).catch(() => undefined);
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    void reply({
      id: ticket.id,
      adminTicketReplyRequest: { message: message.trim(), internal: internal ? 'true' : 'false' },
    })
      .unwrap()
      .then(() => {
        setMessage('');
        setInternal(false);
      })
      .catch(() => undefined);
  };
  const failure = replying.error ?? updating.error;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 break-words text-2xl font-semibold text-ink">{ticket.subject}</h1>
          <Badge tone={ticket.waitingForUs ? 'warning' : 'neutral'}>{label(ticket.status)}</Badge>
        </div>
        <p className="break-words text-sm text-ink-muted">
          <span className="font-mono">{ticket.number}</span> · {ticket.customer.name} &lt;
          {ticket.customer.email}&gt;
        </p>
        <ol className="flex flex-col gap-3">
          {ticket.messages.map((m) => (
            <li
              key={m.id}
              className={
                m.internal
                  ? 'rounded-card border border-dashed border-warning-700 bg-warning-50 p-4'
                  : m.author === 'STAFF'
                    ? 'rounded-card border border-brand-200 bg-brand-50 p-4'
                    : 'rounded-card border border-line bg-surface p-4'
              }
            >
              <p className="mb-2 flex items-center gap-1 text-xs font-medium text-ink-muted">
                {m.internal && <Lock className="size-3.5" aria-hidden="true" />}
                {m.internal ? 'Internal note' : m.author === 'STAFF' ? 'Staff' : 'Customer'} ·{' '}
                {new Date(m.createdAt).toLocaleString('en-GB')}
              </p>
              <p className="whitespace-pre-wrap break-words text-sm text-ink">{m.body}</p>
              {m.attachments.length > 0 && (
                <div className="mt-3 flex flex-wrap gap-2">
                  {m.attachments.map((a) => (
                    <AttachmentButton key={a.id} ticketId={ticket.id} id={a.id} name={a.name} />
                  ))}
                </div>
              )}
            </li>
          ))}
        </ol>
        {failure && <Alert tone="danger">{getApiErrorMessage(failure)}</Alert>}
        <form noValidate onSubmit={send} aria-label="Reply" className="flex flex-col gap-3">
          <Select
            label="Canned reply"
            value=""
            onChange={(event) => {
              const canned = CANNED_REPLIES.find((c) => c.title === event.target.value);
              if (canned) setMessage(canned.body);
            }}
            options={[
              { value: '', label: 'Choose a canned reply…' },
              ...CANNED_REPLIES.map((c) => ({ value: c.title, label: c.title })),
            ]}
          />
          <TextAreaField
            label={internal ? 'Internal note' : 'Answer'}
            rows={5}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <Switch
            checked={internal}
            onCheckedChange={setInternal}
            label="Internal note (the customer never sees it)"
          />
          <Button type="submit" loading={replying.isLoading} className="sm:self-start">
            {internal ? 'Add note' : 'Send answer'}
          </Button>
        </form>
      </div>
      <aside className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
        <Select
          label="Status"
          value={ticket.status}
          onChange={(event) => change({ status: event.target.value as AdminTicketUpdate['status'] })}
          options={TICKET_STATUSES.map((s) => ({ value: s, label: label(s) }))}
        />
        <Select
          label="Priority"
          value={ticket.priority}
          onChange={(event) => change({ priority: event.target.value as AdminTicketUpdate['priority'] })}
          options={TICKET_PRIORITIES.map((s) => ({ value: s, label: label(s) }))}
        />
        <Select
          label="Department"
          value={ticket.department}
          onChange={(event) => change({ department: event.target.value as AdminTicketUpdate['department'] })}
          options={TICKET_DEPARTMENTS.map((s) => ({ value: s, label: label(s) }))}
        />
        <p className="text-sm text-ink-muted">
          Assignee:{' '}
          {ticket.assigneeId
            ? ticket.assigneeId === me?.id
              ? 'you'
              : ticket.assigneeId.slice(0, 8)
            : 'nobody'}
        </p>
        {ticket.assigneeId === me?.id ? (
          <Button variant="outline" size="sm" onClick={() => change({ assigneeId: null })}>
            Unassign
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => me && change({ assigneeId: me.id })}>
            Assign to me
          </Button>
        )}
      </aside>
    </div>
  );
}
