import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** Padding and a canvas background for stories of small components (stories use layout 'fullscreen'). */
export function StoryFrame({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('min-h-40 bg-canvas p-6 sm:p-10', className)}>{children}</div>;
}
