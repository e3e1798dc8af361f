import { RotateCw } from 'lucide-react';
import { Alert, Button } from '../../../components/ui';

export type ErrorBoxProps = {
  /** The server's message or the spec's fallback (adminErrorMessage). */
  message: string;
  /** Offers Retry (a failed load). */
  onRetry?: () => void;
  retrying?: boolean;
  /** Offers an X that hides the box (a failed action). */
  onDismiss?: () => void;
  className?: string;
};

/** The Discounts screen's failures, in the spec's red box titled Error (console spec 2.9 and 8). */
export function ErrorBox({ message, onRetry, retrying = false, onDismiss, className }: ErrorBoxProps) {
  return (
    <Alert
      tone="danger"
      title="Error"
      onDismiss={onDismiss}
      dismissLabel="Dismiss error"
      className={className}
      actions={
        onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
            {!retrying && <RotateCw className="size-4" aria-hidden="true" />}
            Retry
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
