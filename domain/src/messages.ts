/**
 * Customer- and admin-facing texts of the error catalogues (storefront spec section 8, console spec
 * section 8) and the few related screen texts, verbatim. Form-rule texts live beside their rules
 * (coupons, affiliate, validation).
 */

// ---- Storefront: API errors (./api-errors.ts) ---------------------------------------------------
export * from './api-errors';

// ---- Storefront: sign-in and sign-up -------------------------------------------------------------
export const LOGIN_FAILED = 'Invalid email or password. Please try again.';
export const SIGNUP_FAILED = 'Failed to create account. Please try again.';
export const SIGNUP_SUCCESS = 'Account created successfully! Please sign in to continue.';

// ---- Storefront: orders and payment --------------------------------------------------------------
/** 'Error creating order: {message}' */
export function orderErrorMessage(message: string): string {
  return `Error creating order: ${message}`;
}
export const ORDER_NOT_RETURNED = 'Order creation failed - no order returned from API';
export const ORDER_ID_MISSING = 'Order created but no ID field found in response';
export const INVALID_CONFIG_TYPE = 'Invalid config data type';
export const PAYMENT_NO_ORDER_ID =
  'Unable to proceed to payment confirmation. Please go back and try again, or contact support if the issue persists.';
export const INVALID_ORDER = 'Invalid Order';

export const PAYMENT_FAILED_TITLE = 'Payment Confirmation Failed';
export const PAYMENT_FAILED_NOTE = 'Please contact support with your order ID for assistance.';
export const PAYMENT_FAILED_RETRY = 'Try Again';
export const PAYMENT_FAILED_DASHBOARD = 'Go to Dashboard';
export const PAYMENT_SUCCESS_TITLE = 'Payment Confirmed Successfully!';
export const PAYMENT_SUCCESS_TEXT = 'Your payment has been recorded and is being processed.';
export const PAYMENT_SUCCESS_PROVISIONING =
  "Please wait up to 1 hour for your service to be provisioned. You will receive a notification once it's ready.";

// ---- Storefront: load failures and empty states --------------------------------------------------
export const SERVICES_LOAD_FAILED = 'Failed to load services. Please try again.';
export const SERVICE_DETAILS_LOAD_FAILED = 'Failed to load service details. Please try again.';
export const ORDERS_LOAD_FAILED = 'Failed to load orders. Please try again.';

/** 'Failed to {action} service. Please try again.' */
export function serviceActionFailedMessage(action: string): string {
  return `Failed to ${action} service. Please try again.`;
}

export const GAME_NOT_FOUND = 'Game not found';
export const NO_CONFIGURATION_DATA = 'No Configuration Data';
export const NO_PAYMENT_DATA = 'No Payment Data';
export const NO_TOKEN_FOUND = 'No token found';
export const SIGN_IN_TO_PAY = 'Please sign in to proceed to payment.';
export const NO_SERVERS_AVAILABLE = 'No servers available';

/** 'No games found matching "{term}"' */
export function noGamesFoundMessage(term: string): string {
  return `No games found matching "${term}"`;
}

/** 'No servers found matching "{term}"' */
export function noServersFoundMessage(term: string): string {
  return `No servers found matching "${term}"`;
}

// ---- Console: access and load failures -----------------------------------------------------------
export const ADMIN_ACCESS_DENIED = "You don't have permission to access the admin panel.";
export const DASHBOARD_LOAD_FAILED = 'Failed to fetch dashboard statistics';
export const USERS_LOAD_FAILED = 'Failed to fetch users';
export const ADMIN_ORDERS_LOAD_FAILED = 'Failed to fetch orders';
export const ADMIN_SERVICES_LOAD_FAILED = 'Failed to fetch services';
export const PAYMENTS_LOAD_FAILED = 'Failed to fetch payments';
export const DISCOUNT_CODES_LOAD_FAILED = 'Failed to fetch discount codes';
export const DASHBOARD_ERROR_TITLE = 'Error Loading Dashboard';
export const USERS_ERROR_TITLE = 'Error Loading Users';
export const ORDERS_LOAD_FAILED_TITLE = 'Failed to Load Orders';

// ---- Console: order dialogs ----------------------------------------------------------------------
export const MARK_PAID_FAILED_TITLE = 'Failed to Mark Order as Paid';
export const CREATE_SERVICE_FAILED_TITLE = 'Failed to Create Service';
export const SEND_EMAIL_FAILED_TITLE = 'Failed to Send Email';
export const DELETE_ORDER_FAILED_TITLE = 'Failed to Delete Order';
export const MARK_PAID_SUCCESS_TITLE = 'Order Marked as Paid';
export const MARK_PAID_SUCCESS_TEXT = 'The order has been successfully marked as paid.';
export const CREATE_SERVICE_SUCCESS_TITLE = 'Service Created Successfully';
export const SEND_EMAIL_SUCCESS_TITLE = 'Email Sent Successfully';
export const SEND_EMAIL_SUCCESS_TEXT = 'Order details have been sent to the customer via email.';
export const DELETE_ORDER_SUCCESS_TITLE = 'Order Deleted Successfully';
export const DELETE_ORDER_HAS_SERVICE_WARNING =
  'This order has an active service. You must deactivate the service first before deleting the order.';

/** 'Order Not Found: Order with ID {id} was not found.' */
export function orderNotFoundMessage(orderId: string): string {
  return `Order Not Found: Order with ID ${orderId} was not found.`;
}

/** 'Cannot Delete Order: Cannot delete order with active service. Please deactivate the service first. Service ID: {id}' */
export function orderHasActiveServiceMessage(serviceId: string): string {
  return `Cannot Delete Order: Cannot delete order with active service. Please deactivate the service first. Service ID: ${serviceId}`;
}

/**
 * The text shown when deleting an order fails: 'Order not found' and errors mentioning an active
 * service get their own texts; any other error is shown as it comes. A missing service id shows 'unknown'.
 */
export function deleteOrderErrorMessage(failure: {
  error: string;
  orderId: string;
  serviceId?: string | null;
}): string {
  if (failure.error.trim().toLowerCase() === 'order not found') return orderNotFoundMessage(failure.orderId);
  if (/active service/i.test(failure.error))
    return orderHasActiveServiceMessage(failure.serviceId || 'unknown');
  return failure.error;
}

// ---- Console: services ---------------------------------------------------------------------------
export const SERVICE_STATUS_UPDATE_FAILED = 'Failed to update service status';
export const REMINDER_FAILED = 'Failed to send expiration reminder';
export const REMINDERS_FAILED = 'Failed to send expiration reminders';

/** 'Reminder sent to {email}. Days remaining: {n}' (used when the server sends no message). */
export function reminderSentMessage(email: string, daysRemaining: number): string {
  return `Reminder sent to ${email}. Days remaining: ${daysRemaining}`;
}

/**
 * '{sent} sent, {failed} failed out of {checked} checked', with ', {n} skipped (already reminded
 * today)' after the sent ones when a run skipped some (at most one reminder per service per day).
 */
export function reminderSummaryMessage(summary: {
  emailsSent: number;
  emailsFailed: number;
  alreadyRemindedToday?: number;
  totalChecked: number;
}): string {
  const skipped = summary.alreadyRemindedToday
    ? `, ${summary.alreadyRemindedToday} skipped (already reminded today)`
    : '';
  return `${summary.emailsSent} sent${skipped}, ${summary.emailsFailed} failed out of ${summary.totalChecked} checked`;
}

// ---- Console: discounts --------------------------------------------------------------------------
export const DISCOUNT_CREATE_FAILED = 'Failed to create discount code';
export const DISCOUNT_UPDATE_FAILED = 'Failed to update discount code';
export const AFFILIATE_STATS_LOAD_FAILED = 'Failed to load affiliate stats';

// ---- Affiliate area ------------------------------------------------------------------------------
export const AFFILIATE_LOAD_FAILED = 'Failed to load affiliate data. Please try again.';
export const AFFILIATE_CREATE_FAILED = 'Failed to create affiliate code';
export const INVALID_CODE_FORMAT = 'Invalid code format';
export const AFFILIATE_TOGGLE_FAILED = 'Failed to toggle affiliate code';
export const CODE_STATS_LOAD_FAILED = 'Failed to load code statistics';

// ---- What the server answers ---------------------------------------------------------------------
/**
 * Every message the BFF sends in an answer (success texts and the `message` of its errors), keyed
 * by what happened. The mock handlers import the same keys, so the two cannot drift apart (the
 * parity suite checks it). Messages with a value are functions below.
 */
export const SERVER_MESSAGES = {
  // sign-up and sign-in
  registered: SIGNUP_SUCCESS,
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'This username is already taken.',
  invalidCredentials: 'Invalid email or password.',
  /** Sign-up calls from one address past domain's REGISTRATION_RATE_LIMIT (answered 429 with Retry-After). */
  registrationRateLimited: 'Too many sign-up attempts. Please try again later.',
  // authentication and authorization
  missingAuthentication: 'Missing authentication',
  /** Any token the server refuses (malformed, badly signed, expired, or of a deleted user). */
  tokenRejected: 'Invalid or expired token',
  /** NIST 800-63B: a password found in the list of common ones. */
  passwordTooCommon: 'This password is too common and easy to guess. Please choose another one.',
  /** Sign-up with letters of another script (look-alikes of another customer's address). */
  emailNotPlain: 'Please enter your e-mail address in Latin letters, digits and symbols only.',
  invalidJson: 'Invalid request payload JSON format',
  /** A body that is not JSON (the operations take application/json only). */
  jsonBodyRequired: 'Unsupported Media Type: send the request body as application/json',
  multipartBodyRequired: 'Unsupported Media Type: send the request body as multipart/form-data',
  uploadTooLarge: 'The request body is too large: at most 15 MB of files.',
  /** A body nested deeper than domain's MAX_BODY_DEPTH (64) levels of objects and arrays (400). */
  bodyTooDeep: 'The request body is nested too deeply: at most 64 levels of objects and arrays.',
  /** A body longer than the BFF's MAX_BODY_BYTES (256 KiB) (413). */
  bodyTooLarge: 'The request body is too large: at most 256 KB.',
  adminRequired: 'Access denied. Admin privileges required.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  /**
   * Sign-in, sign-up or a new password while the server checks as many passwords as it may at
   * once and the queue is full (answered 503 with Retry-After).
   */
  serverBusy: 'The server is busy right now. Please try again in a few seconds.',
  internalError: 'An internal server error occurred',
  notImplemented: 'This operation is not available yet.',
  // catalog
  gameNotFound: GAME_NOT_FOUND,
  planNotFound: 'Server package not found',
  // orders
  osNotOffered: 'The selected operating system is not available for this server',
  versionNotOffered: 'The selected version is not available for this game',
  gameIpv4NotSold:
    'Extra IPv4 addresses are not sold for game servers: a game server is reached at its address and port',
  durationMismatch: '"duration" must equal "specifications.duration"',
  /** domain's MAX_UNPAID_ORDERS (20) unpaid orders held already (422). */
  unpaidOrdersCap:
    'You have 20 orders waiting for payment. Please pay one of them, or ask support to cancel those you no longer need, before placing a new order.',
  /** A 100% coupon gives one free order per customer (422). */
  freeOrderCouponUsed: 'You have already received a free order with this coupon code.',
  /** An Idempotency-Key header that is empty, too long or not printable ASCII (400). */
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 100 printable characters without spaces.',
  /** The same Idempotency-Key sent with a different order (422). */
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
  // coupons
  couponRateLimited: 'Too many coupon look-ups. Please try again in a minute.',
  // payments
  paymentRecorded: 'Payment recorded and awaiting confirmation.',
  orderNotFound: 'Order not found',
  orderAlreadyPaid: 'This order has already been paid.',
  orderNotPayable: 'This order can no longer be paid.',
  /** Paying (a transfer report, a Chapa checkout) a renewal of a service that has ended (409). */
  orderServiceEnded:
    'This order renews a service that has ended (it was refunded or terminated), so it can no longer be paid. Nothing was charged.',
  // online payment (Chapa)
  chapaNotOffered: 'Online payment is not available. Please pay by bank transfer or telebirr.',
  chapaNothingToPay: 'This order has nothing to pay online.',
  chapaUnavailable:
    'The online payment service did not answer. Please try again in a moment, or pay by transfer.',
  chapaSignatureInvalid: 'The webhook signature is missing or wrong.',
  chapaWebhookMalformed: 'The webhook body is not a Chapa event.',
  /** Unique across methods: the same number reported for CBE and for telebirr is one transfer. */
  paymentReferenceUsed: 'This transaction number has already been used for a payment.',
  /** Nothing left of the transaction number once surrounding spaces are removed. */
  paymentReferenceEmpty: '"paymentReference" is not allowed to be empty',
  /** domain's checkPaymentReference: anything but ASCII letters and digits (look-alikes, spaces, dots). */
  paymentReferenceCharacters:
    'A transaction number has only the letters A-Z and the digits 0-9, with no spaces, dots or other signs. Please type it exactly as it is on your receipt.',
  paymentReferenceCbeFormat:
    'A CBE transaction number is FT followed by 10 letters or digits, for example FT24237CLNMY.',
  paymentReferenceTelebirrFormat:
    'A telebirr transaction number is 10 letters or digits, for example CHQ0FJ403O.',
  paymentAlreadyReported: 'A payment for this order is already awaiting confirmation.',
  paidByEmpty: '"paidBy" is not allowed to be empty',

  // Answers of operations the BFF serves from later issues; the mock handlers answer them today.
  // services
  serviceNotFound: 'Service not found',
  serviceExpired: 'This service has expired.',
  serviceNotActive: 'This service is not active.',
  renewalOrderMissing: 'The order of this service was not found',
  serviceNotReady: 'This service is still being set up. Please try again once it is ready.',
  serviceInTransition:
    'Your server is still carrying out the last power action. Please wait until it has finished, then try again.',
  reinstallKvmOnly: 'Only KVM servers can be reinstalled with another operating system.',
  providerRefused: 'The server could not carry out this action right now. Please try again in a few minutes.',
  /** POST /services/{id}/console: the machine is off (or busy), so there is no screen to show. */
  consoleNotRunning: 'The server is not running. Start it, then open its console.',
  /** A console this kind of service has not: vnc and terminal are KVM's, game is a game server's. */
  consoleKindUnavailable: 'This console is not available for this service.',
  // admin: users, orders, services
  userNotFound: 'User not found',
  orderHasService: 'Cannot delete order with active service',
  paidOrderNotDeletable: 'Cannot delete a paid order',
  orderDeleted: 'Order deleted successfully',
  reportedOrderNotDeletable:
    'Cannot delete an order whose payment the customer reported: confirm or reject the payment instead.',
  noPaymentReport: 'This order has no payment report awaiting confirmation.',
  paymentReportSettled:
    'This payment report was already confirmed or rejected. Reload the order to see where it stands.',
  rejectionReasonEmpty: 'Please give the reason for rejecting the payment; the customer will read it.',
  paymentRejected: 'Payment rejected. The customer was told the reason and can report the payment again.',
  orderMarkedPaid: 'Order marked as paid',
  orderAlreadyPaidAdmin: 'Order is already paid',
  orderDetailsSent: 'Order details sent to the customer by e-mail',
  orderNotPaidYet: 'The order is not paid yet',
  orderHasServiceAlready: 'This order already has a service',
  serviceCreated: 'Service created and being provisioned',
  renewalCreatesNoService: 'A renewal order extends its service when it is paid; it creates no new service.',
  serviceAlreadyActive: 'This service is already active.',
  serviceAlreadyInactive: 'This service is already inactive.',
  expiredServiceStatus: 'An expired service becomes active again when its renewal order is paid.',
  serviceStatusUpdated: 'Service status updated',
  remindersSent: 'Expiration reminders sent',
  // the service lifecycle (issue 25)
  serviceTerminated: 'This service has been terminated and can no longer be renewed.',
  holdUntilPast: 'A hold must end in the future.',
  serviceHoldSet: 'Service on hold',
  // admin: order status changes (domain's orderStatusChangeRefusal)
  orderStatusUnchanged: 'The order already has this status.',
  paidOrderNotCancellable: 'A paid order cannot be cancelled.',
  orderNotCancellable: 'Only a pending order can be cancelled.',
  orderNotReopenable: 'Only a cancelled order can be reopened.',
  orderNotCompletable: 'Only an active order can be completed.',
  orderStatusUseCreateService:
    'Use Create Service to provision this order; it also retries a failed provisioning.',
  orderStatusSetBySystem: "This status follows the order's service and cannot be set by hand.",
  // admin: discount codes
  discountCodeExists: 'Discount code already exists',
  discountCodeNotFound: 'Discount code not found',
  /** A blank "Given To" (the contract refuses an empty one with the same words). */
  givenToEmpty: '"givenTo" is not allowed to be empty',
  // admin: expiry reminders (domain's isReminderDue)
  reminderNotDue: 'A reminder is sent only when 7 or fewer days are left or the service has expired.',
  reminderServiceSuspended: 'This service is suspended. Start it again before sending a reminder.',
  reminderAlreadySentToday:
    'This customer already received a reminder for this service today (Addis Ababa time). The next one can go tomorrow.',
  // affiliate
  affiliateCodeTaken: 'This code is already taken. Please choose another one.',
  affiliateCodeCreated: 'Affiliate code created successfully',
  affiliateCodeNotFound: 'Affiliate code not found',
  affiliateCodeLength: 'Code must be between 3 and 20 characters',
  affiliateCodeCharset: 'Code can only contain letters, numbers, hyphens, and underscores',
  affiliateOneCode: 'You can only have one affiliate code. Please delete your existing code first.',
  affiliateCodeActivated: 'Affiliate code activated',
  affiliateCodeDeactivated: 'Affiliate code deactivated',
  /** The buyer owns the affiliate code (the coupon look-up with their token, and their order). */
  affiliateOwnCode: 'You cannot use your own affiliate code.',
  // contact
  inquiryReceived: 'Thank you for contacting us. We will reply within 24 hours.',
  /** A field left blank (spaces only): the words the contract uses for an empty one. */
  inquiryNameEmpty: '"name" is not allowed to be empty',
  inquirySubjectEmpty: '"subject" is not allowed to be empty',
  inquiryMessageEmpty: '"message" is not allowed to be empty',
  inquiryRateLimited: 'You have sent too many messages. Please wait a few minutes and try again.',
  // Password reset
  /** The one answer to every reset request, whether or not an account has the e-mail. */
  passwordResetRequested:
    'If an account exists for this e-mail, we have sent a link to reset its password. The link works once, for 30 minutes.',
  /** An unknown, used or expired reset token: one message for the three. */
  passwordResetTokenInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  passwordResetDone:
    'Your password has been changed and you have been signed out everywhere. Please sign in.',
  passwordResetRateLimited: 'Too many password reset attempts. Please wait a few minutes and try again.',
  // Two-factor sign-in
  /** Sign-in with the right password to an account with two-factor sign-in on, and no code (401, code two_factor_required). */
  twoFactorCodeRequired: 'Enter the 6-digit code from your authenticator app.',
  /** A wrong, expired or already used code (sign-in 401; turning on or off 400). */
  twoFactorCodeInvalid: 'The code is not valid. Try the current code from your authenticator app.',
  /** ADMIN_REQUIRE_2FA: an admin without it calls an admin operation (403, code two_factor_setup_required). */
  twoFactorSetupRequired: 'Turn on two-factor sign-in to use the console.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorNotOn: 'Two-factor sign-in is not on.',
  /** Turning on without a set-up in progress. */
  twoFactorNoSetup: 'Start the set-up first to get a new secret, then enter its code.',
  /** ADMIN_REQUIRE_2FA: an admin tries to turn it off. */
  twoFactorRequiredByPolicy:
    'Two-factor sign-in is required for admins of this shop, so it cannot be turned off.',
  twoFactorTurnedOn: 'Two-factor sign-in is on. From now on, sign in with your password and a code.',
  twoFactorTurnedOff: 'Two-factor sign-in is off.',
  /** Turning two-factor sign-in off, or renewing recovery codes, with a wrong password (400). */
  twoFactorPasswordInvalid: 'The password is not correct.',
  // VAT invoices and credit notes (./invoices.ts)
  tinInvalid: 'A TIN is 10 digits.',
  companyNameTooLong: 'The company name can be at most 120 characters.',
  invoiceNotIssued: 'The invoice is issued when the order is paid.',
  creditNoteNotIssued: 'This order has no credit note: it has not been refunded.',
  orderNotRefundable: 'Only a paid order that has not been refunded can be refunded.',
  refundReasonEmpty: '"reason" is not allowed to be empty',
  orderRefunded: 'Order refunded and cancelled; a credit note was issued.',
  refundDueOrderLocked: 'Money paid after this order was cancelled is owed back: refund it first.',
  latePaymentRefunded: 'The payment made after cancellation is refunded; the customer is told.',
  chapaRefundFailed:
    'Chapa refused the refund; nothing was changed. Check the payment in the Chapa dashboard.',
  /** A refund of the order is being asked of Chapa by another request right now (409). */
  refundInProgress:
    'A refund of this order is being asked of Chapa right now. Wait a minute, then reload the order.',
  /**
   * An earlier refund request got no answer from Chapa, and Chapa refuses the retry (409): the
   * earlier one may have given the money back, so the console offers nothing that could refund twice.
   */
  chapaRefundOutcomeUnknown:
    'An earlier refund request for this order got no answer from Chapa, and Chapa refuses a new one: the money may already have been given back. Nothing was changed here. Check this payment in the Chapa dashboard and settle it with Chapa before anything else.',
  /**
   * "Chapa refunded it: finish here" for an order with no refund whose outcome is unknown (409):
   * never refunded through Chapa, already finished, or refused by Chapa at its first request.
   */
  refundNotAwaitingConfirmation: 'No refund of this order is waiting for Chapa’s reference.',
  invoiceMonthInvalid: 'The month must be written as YYYY-MM.',
  // Notifications (issue 28)
  /** "Connect Telegram" (409) when the shop has no bot (TELEGRAM_BOT_TOKEN unset). */
  telegramNotSetUp: 'Telegram notifications are not available in this shop.',
  /** "Connect Telegram" pressed too often (409): the links of the last 15 minutes are spent. */
  telegramLinkRateLimited:
    'You asked for many Telegram links in a short time. Please use the latest one, or try again in 15 minutes.',
  /** The bot's webhook without TELEGRAM_WEBHOOK_SECRET in X-Telegram-Bot-Api-Secret-Token (401). */
  telegramWebhookSecretInvalid: 'The webhook secret token is missing or wrong.',
  // SSH keys and access to one's own server (issue 39, ./ssh-keys.ts, ./hostnames.ts)
  sshKeyPrivate:
    'This is a private key. Never share it: paste the public key instead (the contents of the .pub file, starting with ssh-ed25519, ecdsa-sha2-… or ssh-rsa).',
  sshKeyNotAKey:
    'This is not an OpenSSH public key. Paste one line starting with ssh-ed25519, ecdsa-sha2-nistp256/384/521 or ssh-rsa (the contents of the .pub file).',
  sshKeyUnsupportedType:
    'This key type is not accepted. Use an ed25519, ECDSA (nistp256, nistp384, nistp521) or RSA key of at least 2048 bits.',
  sshKeyBroken:
    'This public key is damaged: its contents do not make a valid key. Please copy the whole line again.',
  sshKeyRsaTooShort: 'This RSA key is too short: use a key of at least 2048 bits, or better an ed25519 key.',
  sshKeyNameRequired: 'Please give the key a name.',
  sshKeyNameTooLong: 'The name of a key can be at most 64 characters.',
  sshKeyTooMany: 'An account can keep at most 20 SSH keys. Please delete one first.',
  sshKeyDuplicate: 'This key is already in your account.',
  sshKeyNotFound: 'SSH key not found',
  /** An order's or reinstall's sshKeyIds naming a key the customer does not have (400). */
  sshKeyUnknown: 'One of the chosen SSH keys is not in your account any more. Please choose again.',
  /** A password reset of a machine that is not running, or while a long operation runs (409). */
  passwordResetNotRunning:
    'The password can be reset only while the server is running and no other action is under way.',
  /** The guest agent did not answer (409, code guest_agent_unavailable): the other way is offered. */
  passwordResetAgentDown:
    'The server’s guest agent did not answer, so the password cannot be changed without a restart. You can set it through cloud-init instead: the server restarts once.',
  /** The cloud-init way asked without accepting the restart (400). */
  passwordResetRebootRequired:
    'Setting the password through cloud-init restarts the server: accept the restart to go on.',
  /** Past 5 resets of one service in 24 hours (429). */
  passwordResetLimit: 'The password of this server was reset 5 times today. Please try again tomorrow.',
  passwordResetKvmOnly: 'Only a virtual server’s root password can be reset here.',
  hostnameInvalid:
    'The hostname may use letters a-z, digits and hyphens, in parts of at most 63 characters separated by dots, not starting or ending with a hyphen (at most 253 characters).',
  // Support tickets (issue 40); a blank subject or message, an unknown service or order answer
  // the texts above.
  ticketNotFound: 'Ticket not found',
  ticketAttachmentNotFound: 'Attachment not found',
  ticketAlreadyClosed: 'This ticket is already closed.',
  ticketReopenTooLate: 'This ticket was closed more than 30 days ago. Please open a new ticket.',
  ticketTooManyFiles: 'Attach at most 3 files to a message.',
  ticketFileTooLarge: 'A file may be at most 5 MB.',
  ticketFileType: 'Only PNG, JPEG, WebP, PDF and plain text files can be attached.',
  ticketFileEmpty: 'An attached file is empty.',
  ticketsRateLimited: 'You have opened too many tickets today. Please try again tomorrow.',
  ticketRepliesRateLimited: 'You have sent too many replies. Please wait a while and try again.',
  ticketAssigneeNotAdmin: 'Tickets can only be assigned to an admin.',
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

/** 'Renewal order created for 90 days. The end date moves once it is paid.' */
export function renewalCreatedMessage(days: number): string {
  return `Renewal order created for ${days} days. The end date moves once it is paid.`;
}

/** '"specifications.slots" is required' */
export function fieldRequiredMessage(field: string): string {
  return `"${field}" is required`;
}

/** 'Too many wrong codes. Please try again in 2 minutes.' (second factors, 429) */
export function twoFactorThrottledMessage(minutes: number): string {
  return `Too many wrong codes. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** 'Too many sign-in attempts. Please try again in 3 minutes.' */
export function signInThrottledMessage(minutes: number): string {
  return `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
