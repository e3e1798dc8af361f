import { Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import type { AffiliateCode } from '../../api';
import { Button, EmptyState } from '../../components/ui';
import { useT } from '../../i18n';
import { CodeCard } from './code-card';
import { CreateCodeForm } from './create-code-form';

export type Notice = { tone: 'success' | 'danger'; text: string };

export type MyCodesTabProps = {
  codes: AffiliateCode[];
  /** Open the create form at once (the dashboard's create link led here). */
  startWithForm?: boolean;
  /** A create or toggle result, for the banners above the tabs. */
  onNotice: (notice: Notice) => void;
};

/**
 * My Codes (spec 2.10): Create Code only while the user has no code, opening the inline form; then
 * the code(s), each with copy, toggle and view-stats actions.
 */
export function MyCodesTab({ codes, startWithForm = false, onNotice }: MyCodesTabProps) {
  const t = useT();
  const [formOpen, setFormOpen] = useState(startWithForm);
  // After Cancel the focus goes back to Create Code, which replaces the form.
  const [cancelled, setCancelled] = useState(false);
  const success = (text: string) => onNotice({ tone: 'success', text });
  const failure = (text: string) => onNotice({ tone: 'danger', text });

  if (codes.length === 0) {
    return formOpen ? (
      // Once created, the form stays until the reloaded list holds the code (no flash of Create Code).
      <CreateCodeForm
        onCreated={success}
        onFailed={failure}
        onCancel={() => {
          setFormOpen(false);
          setCancelled(true);
        }}
      />
    ) : (
      <EmptyState
        icon={TicketPercent}
        title={t('affiliate.codes.emptyTitle')}
        text={t('affiliate.codes.emptyText')}
        action={
          <Button onClick={() => setFormOpen(true)} autoFocus={cancelled}>
            <Plus className="size-4" aria-hidden="true" />
            {t('affiliate.codes.createCode')}
          </Button>
        }
      />
    );
  }

  return (
    <ul className="grid gap-4" aria-label={t('affiliate.codes.listLabel')}>
      {codes.map((code) => (
        <li key={code.id}>
          <CodeCard code={code} onToggled={success} onFailed={failure} />
        </li>
      ))}
    </ul>
  );
}
