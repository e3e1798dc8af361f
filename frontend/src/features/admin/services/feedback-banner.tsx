import { Alert } from '../../../components/ui';
import type { Feedback } from './use-feedback-banner';

/** The services screen's banner: a reminder's answer, green or red, until it times out or is dismissed. */
export function FeedbackBanner({ feedback, onDismiss }: { feedback: Feedback; onDismiss: () => void }) {
  return (
    <Alert tone={feedback.tone} title={feedback.title} onDismiss={onDismiss} dismissLabel="Dismiss message">
      {feedback.text}
    </Alert>
  );
}
