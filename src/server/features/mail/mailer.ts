import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import nodemailer from 'nodemailer'

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string }
export type Mailer = { mode: string; send: (mail: Mail) => Promise<void> }

type MailerOptions = { smtpUrl?: string; from: string; dataDir: string; production: boolean }

// Real SMTP when SMTP_URL is set; otherwise a local outbox (one .eml file per mail) so the product works offline.
export function createMailer(opts: MailerOptions): Mailer {
  return neverToReservedAddresses(createTransportMailer(opts))
}

function createTransportMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl)
    return {
      mode: `SMTP ${new URL(opts.smtpUrl).host}`,
      send: async (mail) => {
        await transport.sendMail({ from: opts.from, ...mail })
      },
    }
  }
  const dir = resolve(opts.dataDir, 'outbox')
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    mode: `outbox ${dir}`,
    send: async (mail) => {
      const info = await transport.sendMail({ from: opts.from, ...mail })
      mkdirSync(dir, { recursive: true })
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safe(mail.to)}.eml`)
      writeFileSync(file, info.message as Buffer)
      // Links in mail are secrets (verification); print them only outside production.
      console.log(`mail to ${mail.to}: ${mail.subject}${opts.production ? '' : `\n${firstLink(mail.text)}`}`)
    },
  }
}

// Deleted accounts keep a placeholder address on the reserved .invalid domain (decision 0015): mail to it is dropped.
function neverToReservedAddresses(mailer: Mailer): Mailer {
  return {
    mode: mailer.mode,
    send: async (mail) => {
      if (/\.invalid$/i.test(mail.to.trim())) return
      await mailer.send(mail)
    },
  }
}

const safe = (s: string) => s.replace(/[^a-z0-9@.-]/gi, '_').slice(0, 80)
const firstLink = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? ''
