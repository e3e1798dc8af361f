import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui';
import { LogoMark } from '../../components/layout';
import { useT } from '../../i18n';

/** What a signed-in customer sees at /admin: no console, a way home. */
export function AccessDenied() {
  const t = useT();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas px-4 py-16">
      <div className="w-full max-w-md rounded-card border border-line bg-surface p-8 text-center shadow-raised">
        <LogoMark className="mx-auto size-10" />
        <div className="mx-auto mt-6 flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-700">
          <ShieldAlert className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink">{t('layout.accessDenied.title')}</h1>
        <p className="mt-2 text-base text-ink-muted">{t('layout.accessDenied.message')}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">{t('layout.accessDenied.goHome')}</Link>
        </Button>
      </div>
    </main>
  );
}
