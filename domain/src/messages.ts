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

/** '{sent} sent, {failed} failed out of {checked} checked' */
export function reminderSummaryMessage(summary: {
  emailsSent: number;
  emailsFailed: number;
  totalChecked: number;
}): string {
  return `${summary.emailsSent} sent, ${summary.emailsFailed} failed out of ${summary.totalChecked} checked`;
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
  adminRequired: 'Access denied. Admin privileges required.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internalError: 'An internal server error occurred',
  notImplemented: 'This operation is not available yet.',
  // catalog
  gameNotFound: GAME_NOT_FOUND,
  planNotFound: 'Server package not found',
  // orders
  osNotOffered: 'The selected operating system is not available for this server',
  versionNotOffered: 'The selected version is not available for this game',
  durationMismatch: '"duration" must equal "specifications.duration"',
  // coupons
  couponRateLimited: 'Too many coupon look-ups. Please try again in a minute.',
  // payments
  paymentRecorded: 'Payment recorded and awaiting confirmation.',
  orderNotFound: 'Order not found',
  orderAlreadyPaid: 'This order has already been paid.',
  orderNotPayable: 'This order can no longer be paid.',
  paymentReferenceUsed: 'This transaction number has already been used for a payment.',
  /** Nothing left of the transaction number once spaces and invisible characters are removed. */
  paymentReferenceEmpty: '"paymentReference" is not allowed to be empty',
  paymentReferenceTooLong: 'The transaction number is too long (at most 64 characters).',
  paymentAlreadyReported: 'A payment for this order is already awaiting confirmation.',
  paidByEmpty: '"paidBy" is not allowed to be empty',

  // Answers of operations the BFF serves from later issues; the mock handlers answer them today.
  // services
  serviceNotFound: 'Service not found',
  serviceExpired: 'This service has expired.',
  serviceNotActive: 'This service is not active.',
  renewalOrderMissing: 'The order of this service was not found',
  serviceNotReady: 'This service is still being set up. Please try again once it is ready.',
  reinstallKvmOnly: 'Only KVM servers can be reinstalled with another operating system.',
  providerRefused: 'The server could not carry out this action right now. Please try again in a few minutes.',
  // admin: users, orders, services
  userNotFound: 'User not found',
  orderHasService: 'Cannot delete order with active service',
  paidOrderNotDeletable: 'Cannot delete a paid order',
  orderDeleted: 'Order deleted successfully',
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

/** 'Too many sign-in attempts. Please try again in 3 minutes.' */
export function signInThrottledMessage(minutes: number): string {
  return `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
