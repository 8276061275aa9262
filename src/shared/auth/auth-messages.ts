// Spec 8 messages for sign-up, sign-in and sessions, word for word; the server answers them, the web shows them.
export const authMessages = {
  emailTaken: 'An account with this email already exists',
  weakPassword: 'Password does not meet security requirements',
  phoneTaken: 'An account with this phone number already exists',
  signUpFailed: 'An error occurred while creating your account',
  accountCreated: 'Account Created!',
  wheelCreditsLater: 'Credits will be added after confirmation.',
  invalidCredentials: 'Invalid email or password',
  unconfirmed: 'Please check your email and confirm your account',
  tooManyAttempts: 'Too many attempts. Please try again later',
  signInFailed: 'An error occurred during sign in',
} as const

export const sessionToasts = {
  expiringSoon: {
    title: 'Session expiring soon',
    description: 'Your session will expire in 5 minutes. Please save any important work.',
  },
  expiringInOneMinute: {
    title: 'Session expiring in 1 minute',
    description: 'Please log in again to continue.',
  },
  expired: {
    title: 'Session expired',
    description: 'Please log in again to continue using the application.',
  },
} as const

// Spec 4 and 9: session checks, warnings and the redirect after expiry.
export const sessionTiming = {
  checkIntervalMs: 30_000,
  warnAtSeconds: 300,
  lastWarnAtSeconds: 60,
  redirectDelayMs: 3_000,
} as const

// Spec 4: the security event types, and the suspicious-login threshold of spec 9.
export const securityEventTypes = [
  'login_success',
  'login_attempt',
  'login_failure',
  'suspicious_activity',
  'session_expired',
] as const
export type SecurityEventType = (typeof securityEventTypes)[number]

export const failedLoginLimit = { count: 5, windowMs: 60_000 } as const
