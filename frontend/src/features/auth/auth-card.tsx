import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LogoMark } from '../../components/layout';
import { Card, CardContent } from '../../components/ui';
import { useT } from '../../i18n';

export type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  /** Under the card: the link to the other form. */
  footer?: ReactNode;
  children: ReactNode;
};

/** The sign-in and sign-up frame: mark, title, a card holding the form, a line under it. */
export function AuthCard({ title, subtitle, footer, children }: AuthCardProps) {
  const t = useT();
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="mb-8 text-center">
          <Link to="/" className="focus-ring inline-flex rounded-control" aria-label={t('auth.card.home')}>
            <LogoMark className="size-11" />
          </Link>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-2 text-base text-ink-muted">{subtitle}</p>}
        </div>
        <Card className="shadow-raised">
          <CardContent className="py-6 sm:px-8 sm:py-8">{children}</CardContent>
        </Card>
        {footer && <p className="mt-6 text-center text-sm text-ink-muted">{footer}</p>}
      </div>
    </div>
  );
}
