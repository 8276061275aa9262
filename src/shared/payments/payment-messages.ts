// Spec 8 toasts of the credits, payment, verification and prompt-access flows, word for word.
export const paymentMessages = {
  authRequired: { title: 'Authentication required', description: 'Please sign in to use credits' },
  insufficientCredits: {
    title: 'Insufficient credits',
    description: (n: number) => `You need at least ${n} credit(s) for this action`,
  },
  creditUseFailed: { title: 'Error', description: 'Failed to use credit. Please try again.' },
  purchaseSuccessful: {
    title: 'Purchase successful!',
    description: (n: number) => `${n} credit(s) used. Prompt added to your library.`,
  },
  paymentError: { title: 'Payment Error', description: 'Failed to initiate payment. Please try again.' },
  promptCheckoutFailed: {
    title: 'Payment Error',
    description: 'Failed to create payment session. Please try again.',
  },
  verificationFailed: {
    title: 'Payment verification failed',
    credits: 'Could not verify your payment. Please contact support.',
    prompt: 'Could not verify your prompt payment. Please contact support.',
    gift: 'Could not verify your gift card payment. Please contact support.',
  },
  processingFailed: { title: 'Payment processing failed' },
  processPurchaseFailed: { title: 'Failed to process purchase. Please try again.' },
  purchaseFailed: { title: 'Purchase failed', description: 'Please try again later' },
  signInToPurchase: 'Please sign in to purchase credits',
} as const
