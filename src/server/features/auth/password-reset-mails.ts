import type { Mail } from '../mail/public.ts'

// The two e-mails of the forgotten-password flow: the link, and the notice once the password has changed.

export function resetPasswordMail(opts: { to: string; name: string; url: string }): Mail {
  return {
    to: opts.to,
    subject: 'Reset your PromptMarket password',
    text: [
      `Hi ${opts.name},`,
      '',
      'Someone (we hope you) asked to reset the password of your PromptMarket account. Choose a new one here:',
      opts.url,
      '',
      'The link works once, for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      '',
      'PromptMarket',
    ].join('\n'),
  }
}

export function passwordChangedMail(opts: { to: string; name: string; appUrl: string }): Mail {
  return {
    to: opts.to,
    subject: 'Your PromptMarket password was changed',
    text: [
      `Hi ${opts.name},`,
      '',
      'The password of your PromptMarket account was just reset, and every device that was signed in has been',
      'signed out. Sign in again with the new password.',
      `If you did not do this, reset your password again at ${opts.appUrl}/forgot-password and reply to this`,
      'e-mail straight away.',
      '',
      'PromptMarket',
    ].join('\n'),
  }
}
