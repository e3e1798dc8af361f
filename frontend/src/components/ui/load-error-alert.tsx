import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

export type LoadErrorAlertProps = {
  /** What could not be loaded, in the visitor's language. */
  children: ReactNode;
  title?: ReactNode;
  /** The retry button's text ('Try again'), in the visitor's language. */
  retryLabel: string;
  onRetry: () => void;
  /** The retry is on its way: the button spins. */
  retrying?: boolean;
  className?: string;
};

/** Something failed to load: a danger alert (announced at once) with the message and a Retry button. */
export function LoadErrorAlert({
  children,
  title,
  retryLabel,
  onRetry,
  retrying,
  className,
}: LoadErrorAlertProps) {
  return (
    <Alert
      tone="danger"
      title={title}
      className={className}
      actions={
        <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
