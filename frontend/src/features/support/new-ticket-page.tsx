import { TICKET_DEPARTMENTS, TICKET_PRIORITIES, orderNumber } from '@shop/domain';
import { ArrowLeft, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  getApiErrorMessage,
  useCreateTicketMutation,
  useListMyServicesQuery,
  type TicketDepartment,
  type TicketPriority,
} from '../../api';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Container,
  PageHeader,
  Select,
  TextAreaField,
  TextField,
} from '../../components/ui';
import { useT } from '../../i18n';
import { FilePicker } from './file-picker';

/**
 * /support/new: a ticket with its department, priority, the service it is about (the "Get help"
 * buttons come with ?serviceId= or ?orderId=), the message and up to 3 files.
 */
export function NewTicketPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const services = useListMyServicesQuery();
  const [createTicket, { isLoading, error }] = useCreateTicketMutation();
  const orderId = params.get('orderId') ?? undefined;
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [department, setDepartment] = useState<TicketDepartment>(orderId ? 'BILLING' : 'TECHNICAL');
  const [priority, setPriority] = useState<TicketPriority>('NORMAL');
  const [serviceId, setServiceId] = useState(params.get('serviceId') ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!subject.trim() || !message.trim()) return;
    void createTicket({
      createTicketRequest: {
        subject: subject.trim(),
        message: message.trim(),
        department,
        priority,
        ...(serviceId ? { serviceId } : {}),
        ...(orderId ? { orderId } : {}),
        attachments: files,
      },
    })
      .unwrap()
      .then((ticket) => navigate(`/support/${ticket.id}`))
      .catch(() => undefined);
  };
  const requiredError = (value: string) => (tried && !value.trim() ? t('support.form.required') : undefined);

  return (
    <Container className="py-8 sm:py-12">
      <Link
        to="/support"
        className="mb-4 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('support.form.back')}
      </Link>
      <PageHeader title={t('support.form.title')} />
      <Card className="mt-6 max-w-3xl">
        <CardContent>
          <form noValidate onSubmit={submit} aria-label={t('support.form.title')}>
            <fieldset disabled={isLoading} className="flex min-w-0 flex-col gap-5">
              {error && <Alert tone="danger">{getApiErrorMessage(error)}</Alert>}
              <TextField
                label={t('support.form.subject')}
                required
                maxLength={200}
                value={subject}
                error={requiredError(subject)}
                onChange={(event) => setSubject(event.target.value)}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <Select
                  label={t('support.form.department')}
                  value={department}
                  onChange={(event) => setDepartment(event.target.value as TicketDepartment)}
                  options={TICKET_DEPARTMENTS.map((d) => ({ value: d, label: t(`support.department.${d}`) }))}
                />
                <Select
                  label={t('support.form.priority')}
                  value={priority}
                  onChange={(event) => setPriority(event.target.value as TicketPriority)}
                  options={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`support.priority.${p}`) }))}
                />
              </div>
              <Select
                label={t('support.form.service')}
                value={serviceId}
                onChange={(event) => setServiceId(event.target.value)}
                options={[
                  { value: '', label: t('support.form.noService') },
                  ...(services.data ?? []).map((s) => ({ value: s.id, label: s.serviceName })),
                ]}
              />
              {orderId && (
                <p className="text-sm text-ink-muted">
                  {t('support.form.order', { number: orderNumber(orderId) })}
                </p>
              )}
              <TextAreaField
                label={t('support.form.message')}
                required
                rows={6}
                maxLength={10000}
                placeholder={t('support.form.messagePlaceholder')}
                value={message}
                error={requiredError(message)}
                onChange={(event) => setMessage(event.target.value)}
              />
              <FilePicker files={files} onChange={setFiles} />
              <Button type="submit" size="lg" loading={isLoading} className="sm:self-start">
                {!isLoading && <Send className="size-4" aria-hidden="true" />}
                {isLoading ? t('support.form.sending') : t('support.form.submit')}
              </Button>
            </fieldset>
          </form>
        </CardContent>
      </Card>
    </Container>
  );
}
