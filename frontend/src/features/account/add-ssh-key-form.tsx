import { SSH_PUBLIC_KEY_MAX } from '@shop/domain/ssh-keys';
import { type FormEvent, useRef, useState } from 'react';
import { getApiErrorMessage, useAddSshKeyMutation } from '../../api';
import { Button, Card, CardHeader, TextAreaField, TextField } from '../../components/ui';
import { useT } from '../../i18n';

/**
 * Add a key: a name and the public key, pasted or read from a .pub file (read in the browser, never
 * uploaded as a file). The server checks the key; its refusal (a private key pasted by mistake, a
 * short RSA key…) shows under the key field.
 */
export function AddSshKeyForm({ onAdded }: { onAdded: (name: string) => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [publicKey, setPublicKey] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [add, { isLoading, error, reset }] = useAddSshKeyMutation();
  const file = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add({ sshKeyRequest: { name, publicKey } })
      .unwrap()
      .then((key) => {
        setName('');
        setPublicKey('');
        onAdded(key.name);
      })
      .catch(() => undefined);
  };

  const readFile = (chosen: File | undefined) => {
    setFileError(null);
    reset();
    if (!chosen) return;
    if (chosen.size > SSH_PUBLIC_KEY_MAX) {
      setFileError(t('access.addKey.fileTooLarge'));
      return;
    }
    void chosen.text().then((text) => {
      setPublicKey(text.trim());
      if (name.trim() === '') setName(chosen.name.replace(/\.pub$/, ''));
    });
  };

  const message = error ? getApiErrorMessage(error) : (fileError ?? undefined);
  return (
    <Card className="p-5 sm:p-6">
      <CardHeader title={t('access.addKey.title')} />
      <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
        <TextField
          label={t('access.addKey.name')}
          hint={t('access.addKey.nameHint')}
          value={name}
          maxLength={64}
          required
          onChange={(e) => setName(e.target.value)}
        />
        <TextAreaField
          label={t('access.addKey.publicKey')}
          hint={t('access.addKey.publicKeyHint')}
          value={publicKey}
          required
          rows={4}
          spellCheck={false}
          autoComplete="off"
          error={message}
          onChange={(e) => {
            setPublicKey(e.target.value);
            if (error) reset();
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={isLoading} disabled={publicKey.trim() === '' || name.trim() === ''}>
            {t('access.addKey.submit')}
          </Button>
          <Button type="button" variant="outline" onClick={() => file.current?.click()}>
            {t('access.addKey.fromFile')}
          </Button>
          <input
            ref={file}
            type="file"
            accept=".pub,text/plain"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="ssh-key-file"
            onChange={(e) => {
              readFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
      </form>
    </Card>
  );
}
