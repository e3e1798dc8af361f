import { Slot } from '@radix-ui/react-slot';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export type TextLinkProps = ComponentProps<'a'> & {
  /** Render the child (a router <Link>) with the link look. */
  asChild?: boolean;
};

/** An inline link in the brand colour, underlined on hover. */
export function TextLink({ asChild = false, className, ...props }: TextLinkProps) {
  const Comp = asChild ? Slot : 'a';
  return (
    <Comp
      className={clsx(
        'focus-ring rounded-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline',
        className,
      )}
      {...props}
    />
  );
}
