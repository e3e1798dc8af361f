/** Texts of failed calls when the server gave no message (storefront spec section 8). */
export const errors = {
  fallback: {
    authFailed: 'Authentication failed. Please sign in again.',
    accessDenied: 'Access denied. You do not have permission to perform this action.',
    notFound: 'Resource not found.',
    serverError: 'Server error. Please try again later.',
    unexpected: 'An unexpected error occurred. Please try again.',
  },
  noToken: 'No authentication token available',
  httpError: 'HTTP error! status: {status}',
} as const;
