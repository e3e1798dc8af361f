import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

const widths = { sm: 'max-w-2xl', md: 'max-w-4xl', lg: 'max-w-6xl', xl: 'max-w-7xl' } as const;

export type ContainerProps = ComponentProps<'div'> & { size?: keyof typeof widths };

/** Centres content with the site's gutters (16 px on phones, 24 then 32 px wider). */
export function Container({ size = 'xl', className, ...props }: ContainerProps) {
  return <div className={clsx('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[size], className)} {...props} />;
}

const tones = {
  default: '',
  muted: 'bg-surface-muted',
  surface: 'bg-surface',
  inverse: 'bg-surface-inverse text-ink-inverse',
} as const;

export type SectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  tone?: keyof typeof tones;
  /** An h2 with an optional description, centred above the content. */
  title?: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  size?: keyof typeof widths;
};

/** A full-width band with vertical rhythm and a Container inside. */
export function Section({
  tone = 'default',
  title,
  description,
  eyebrow,
  size,
  className,
  children,
  ...props
}: SectionProps) {
  const inverse = tone === 'inverse';
  return (
    <section className={clsx('py-14 sm:py-20', tones[tone], className)} {...props}>
      <Container size={size}>
        {(title || description) && (
          <div className="mx-auto mb-10 max-w-2xl text-center sm:mb-12">
            {eyebrow && (
              <p
                className={clsx('mb-2 text-sm font-semibold', inverse ? 'text-accent-300' : 'text-brand-700')}
              >
                {eyebrow}
              </p>
            )}
            {title && (
              <h2
                className={clsx(
                  'text-2xl font-bold tracking-tight sm:text-3xl',
                  inverse ? 'text-white' : 'text-ink',
                )}
              >
                {title}
              </h2>
            )}
            {description && (
              <p className={clsx('mt-3 text-base', inverse ? 'text-brand-100' : 'text-ink-muted')}>
                {description}
              </p>
            )}
          </div>
        )}
        {children}
      </Container>
    </section>
  );
}
