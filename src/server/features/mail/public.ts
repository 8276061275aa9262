// The mail feature's one door: what other features and infrastructure use; everything else stays inside.
export { createMailer, type Mail, type Mailer } from './mailer.ts'
