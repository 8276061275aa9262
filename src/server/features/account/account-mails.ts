import type { Mail } from '../mail/public.ts'

// The e-mails of account settings: the link to confirm a new address, the notice to the old one, the goodbye.

export function confirmNewEmailMail(opts: { to: string; name: string; url: string; hours: number }): Mail {
  return {
    to: opts.to,
    subject: 'Confirm your new PromptMarket e-mail address',
    text: [
      `Hi ${opts.name},`,
      '',
      'You asked to use this address for your PromptMarket account. Confirm it here:',
      opts.url,
      '',
      `The link works for ${opts.hours} hours. Until you confirm, you keep signing in with your current address.`,
      'If you did not ask for this, ignore this e-mail: nothing changes.',
      '',
      'PromptMarket',
    ].join('\n'),
  }
}

export function emailChangedMail(opts: { to: string; name: string; newEmail: string; appUrl: string }): Mail {
  return {
    to: opts.to,
    subject: 'Your PromptMarket e-mail address was changed',
    text: [
      `Hi ${opts.name},`,
      '',
      `Your PromptMarket account now uses ${opts.newEmail}. Sign in with that address from now on.`,
      `If you did not make this change, reply to this e-mail or contact us at ${opts.appUrl} straight away.`,
      '',
      'PromptMarket',
    ].join('\n'),
  }
}

export function accountDeletedMail(opts: { to: string; name: string }): Mail {
  return {
    to: opts.to,
    subject: 'Your PromptMarket account has been deleted',
    text: [
      `Hi ${opts.name},`,
      '',
      'Your PromptMarket account has been deleted and you have been signed out everywhere.',
      'Your name, e-mail address, phone number and saved prompts are gone. We keep anonymous records of your',
      'orders and credit history, as the law requires for accounting.',
      'You are welcome to sign up again with this address at any time.',
      '',
      'PromptMarket',
    ].join('\n'),
  }
}
