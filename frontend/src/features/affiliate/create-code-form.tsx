import { AFFILIATE_CODE_MAX_LENGTH, normalizeAffiliateCodeInput } from '@shop/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAffiliateRegisterCodeMutation } from '../../api';
import { Button, Card, CardContent, CardFooter, CardHeader, TextField } from '../../components/ui';
import { useT } from '../../i18n';
import { codeProblem, failureMessage } from './affiliate-display';

export type CreateCodeFormProps = {
  /** The server's success message; the lists reload by their cache tags. */
  onCreated: (message: string) => void;
  /** The server's message, or the spec's 'Failed to create affiliate code'. */
  onFailed: (message: string) => void;
  onCancel: () => void;
};

/**
 * The inline create form (spec 5): the code is upper-cased as it is typed and cut at 20 characters;
 * its problem shows while typing; Create Code is disabled while the field is blank or the request runs.
 */
export function CreateCodeForm({ onCreated, onFailed, onCancel }: CreateCodeFormProps) {
  const t = useT();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [register, { isLoading }] = useAffiliateRegisterCodeMutation();
  const problem = code === '' ? null : codeProblem(code, t);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '' || isLoading) return;
    if (problem) {
      input.current?.focus();
      return;
    }
    try {
      const created = await register({ affiliateRegisterRequest: { code } }).unwrap();
      onCreated(created.message);
    } catch (error) {
      onFailed(failureMessage(error, t('affiliate.banners.createFailed')));
    }
  }

  return (
    <Card>
      <form aria-labelledby={titleId} noValidate onSubmit={submit}>
        <CardHeader title={<span id={titleId}>{t('affiliate.form.title')}</span>} />
        <CardContent>
          <TextField
            ref={input}
            label={t('affiliate.form.label')}
            hint={t('affiliate.form.hint')}
            error={problem ?? undefined}
            value={code}
            onChange={(event) => setCode(normalizeAffiliateCodeInput(event.target.value))}
            maxLength={AFFILIATE_CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus
            required
            className="max-w-sm"
            inputClassName="font-mono tracking-wide uppercase"
          />
        </CardContent>
        <CardFooter>
          <Button variant="outline" onClick={onCancel} disabled={isLoading}>
            {t('affiliate.form.cancel')}
          </Button>
          <Button type="submit" disabled={code.trim() === ''} loading={isLoading}>
            {t('affiliate.form.submit')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
