import type { Messages } from '../catalogue';
import type { errors as en } from '../en/errors';

export const errors: Messages<typeof en> = {
  fallback: {
    authFailed: 'ማረጋገጫው አልተሳካም። እባክዎ እንደገና ይግቡ።',
    accessDenied: 'ፈቃድ የለዎትም። ይህን ተግባር ለመፈጸም ፈቃድ ያስፈልጋል።',
    notFound: 'የተፈለገው አልተገኘም።',
    serverError: 'የሰርቨር ስህተት ተፈጥሯል። እባክዎ ቆይተው እንደገና ይሞክሩ።',
    unexpected: 'ያልተጠበቀ ስህተት ተፈጥሯል። እባክዎ እንደገና ይሞክሩ።',
  },
  noToken: 'የመግቢያ ማረጋገጫ የለም፤ እባክዎ ይግቡ',
  httpError: 'የኤችቲቲፒ ስህተት! ሁኔታ፦ {status}',
};
