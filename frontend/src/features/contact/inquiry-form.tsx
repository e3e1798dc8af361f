import { INQUIRY_FIELDS, SUPPORT_CONTACT, type InquiryField } from '@shop/domain/contact';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { getApiErrorMessage, useCreateInquiryMutation } from '../../api';
import { Alert, Button, Card, CardContent, CardHeader, TextAreaField, TextField } from '../../components/ui';
import { useT } from '../../i18n';
import {
  EMPTY_INQUIRY,
  INQUIRY_MAX_LENGTH,
  inquiryErrorKey,
  inquiryResolver,
  type InquiryValues,
} from './inquiry-rules';

type ControlProps = UseFormRegisterReturn & { required: true; maxLength: number; error?: string };

/** What the last send came to: the server's thanks, or its refusal (a 429 included). */
type Outcome = { sent: true; message: string } | { sent: false; message: string };

/** The contact form (spec 5: all four fields required), its sending, thanks and failure. */
export function InquiryForm() {
  const t = useT();
  const [createInquiry, { isLoading }] = useCreateInquiryMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<InquiryValues>({ defaultValues: EMPTY_INQUIRY, resolver: inquiryResolver });

  useEffect(() => {
    // Take keyboard and screen-reader users to what happened.
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const send = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const { message } = await createInquiry({ inquiryRequest: values }).unwrap();
      reset(EMPTY_INQUIRY);
      setOutcome({ sent: true, message });
    } catch (failure) {
      setOutcome({ sent: false, message: getApiErrorMessage(failure) });
    }
  });

  /** The message of the rule a field broke, in the page's language. */
  const errorOf = (name: InquiryField) => {
    const type = errors[name]?.type;
    if (type === undefined) return undefined;
    return t(`contact.form.errors.${inquiryErrorKey(name, type)}`, { max: INQUIRY_MAX_LENGTH[name] });
  };
  /** Each control's registration, the contract's limits and its inline error. */
  const fields = Object.fromEntries(
    INQUIRY_FIELDS.map((name) => [
      name,
      { ...register(name), required: true, maxLength: INQUIRY_MAX_LENGTH[name], error: errorOf(name) },
    ]),
  ) as Record<InquiryField, ControlProps>;

  return (
    <Card>
      <CardHeader title={t('contact.form.title')} description={t('contact.form.description')} />
      <CardContent>
        {outcome && (
          <div ref={outcomeRef} tabIndex={-1} className="mb-5 rounded-card focus:outline-none">
            {outcome.sent ? (
              <Alert tone="success" title={t('contact.form.sentTitle')}>
                {outcome.message}
              </Alert>
            ) : (
              <Alert tone="danger" title={t('contact.form.failedTitle')}>
                <p>{outcome.message}</p>
                <p className="mt-1">{t('contact.form.failedHint', { email: SUPPORT_CONTACT.email })}</p>
              </Alert>
            )}
          </div>
        )}
        <form noValidate onSubmit={send} aria-label={t('contact.form.title')}>
          <fieldset disabled={isLoading} className="flex flex-col gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={t('contact.form.name')}
                autoComplete="name"
                placeholder={t('contact.form.namePlaceholder')}
                {...fields.name}
              />
              <TextField
                label={t('contact.form.email')}
                type="email"
                autoComplete="email"
                placeholder={t('contact.form.emailPlaceholder')}
                {...fields.email}
              />
            </div>
            <TextField
              label={t('contact.form.subject')}
              placeholder={t('contact.form.subjectPlaceholder')}
              {...fields.subject}
            />
            <TextAreaField
              label={t('contact.form.message')}
              rows={6}
              placeholder={t('contact.form.messagePlaceholder')}
              hint={t('contact.form.messageCount', {
                count: watch('message').length,
                max: INQUIRY_MAX_LENGTH.message,
              })}
              {...fields.message}
            />
            <Button type="submit" size="lg" loading={isLoading} className="sm:self-start">
              {!isLoading && <Send className="size-4" aria-hidden="true" />}
              {isLoading ? t('contact.form.sending') : t('contact.form.submit')}
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
