import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui';

export type LoadErrorProps = {
  /** The spec's title: 'Error Loading Users'. */
  title: string;
  /** The server's message or the screen's fallback (adminErrorMessage). */
  message: string;
  /** Loads again (RTK Query's refetch). */
  onRetry: () => void;
  /** True while the retry runs: the button spins. */
  retrying?: boolean;
};

/** A console screen that could not load: title, message and Retry, announced as an alert. */
export function LoadError({ title, message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-card border border-danger-200 bg-surface px-6 py-12 text-center shadow-card"
    >
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-danger-50 text-danger-700 ring-8 ring-danger-50/50">
        <CircleAlert className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="mt-1.5 max-w-md text-sm text-ink-muted">{message}</p>
      <Button className="mt-6" onClick={onRetry} loading={retrying}>
        {!retrying && <RotateCw className="size-4" aria-hidden="true" />}
        Retry
      </Button>
    </div>
  );
}
