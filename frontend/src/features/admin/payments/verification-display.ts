/** How the console names and colours a payment check (English only, as the console). */
import { verificationStatusText } from '@shop/domain';
import type { PaymentVerification } from '../../../api';
import type { BadgeTone } from '../../../components/ui';

type Status = PaymentVerification['status'];

const TONES: Record<Status, BadgeTone> = {
  PENDING: 'info',
  VERIFIED: 'success',
  MISMATCH: 'danger',
  NOT_FOUND: 'warning',
  UNREACHABLE: 'warning',
};

/** What each state means for the admin, under the badge. */
const NOTES: Record<Status, string> = {
  PENDING: 'The receipt is being fetched from the bank.',
  VERIFIED: "The bank's receipt pays the shop the order's total.",
  MISMATCH: 'The receipt does not pay this order. Check it before confirming.',
  NOT_FOUND: 'The bank shows no receipt for this number. Check the statement before confirming.',
  UNREACHABLE: "The bank's receipt page did not answer; it is tried again automatically.",
};

export const verificationTone = (status: Status): BadgeTone => TONES[status];
export const verificationLabel = (status: Status): string => verificationStatusText(status, 'en');
export const verificationNote = (verification: PaymentVerification): string =>
  verification.method === 'CHAPA' && verification.status === 'MISMATCH'
    ? 'Chapa reports a payment that does not match this order. It was not marked paid.'
    : NOTES[verification.status];
