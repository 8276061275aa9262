import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'

// Playwright global setup: a local SMTP server that receives the mail of the server under test (SMTP_URL comes
// from E2E_SMTP_URL in playwright.config.ts) and files each message under E2E_DATA_DIR/outbox the way the
// server's own outbox does, so journeys read mail the same way whichever transport delivered it.

const outboxDir = () => join(process.env.E2E_DATA_DIR!, 'outbox')
const safe = (s: string) => s.replace(/[^a-z0-9@.-]/gi, '_').slice(0, 80)

export default async function startMailCapture() {
  const url = process.env.E2E_SMTP_URL ? new URL(process.env.E2E_SMTP_URL) : null
  if (!url || !['127.0.0.1', 'localhost'].includes(url.hostname)) return
  mkdirSync(outboxDir(), { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',')
        const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${++count}-${safe(to)}.eml`
        writeFileSync(join(outboxDir(), file), Buffer.concat(chunks))
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(Number(url.port), url.hostname, () => resolve())
  })
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}

export type CapturedMail = { to: string; subject: string; text: string }

/** The mails to `to` received so far, oldest first, with quoted-printable bodies decoded. */
export function mailsTo(to: string): CapturedMail[] {
  let files: string[] = []
  try {
    files = readdirSync(outboxDir()).filter((f) => f.endsWith(`${safe(to)}.eml`))
  } catch {
    return []
  }
  return files.sort().map((f) => {
    const raw = readFileSync(join(outboxDir(), f), 'utf8').replace(/\r\n/g, '\n')
    const [head, ...rest] = raw.split('\n\n')
    const headers = head.replace(/\n[ \t]+/g, ' ')
    const body = rest.join('\n\n')
    const qp = /content-transfer-encoding:\s*quoted-printable/i.test(headers)
    const text = qp
      ? body
          .replace(/=\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
      : body
    return { to, subject: headers.match(/^subject: (.*)$/im)?.[1] ?? '', text }
  })
}

/** The confirmation link of the latest mail to `to`. */
export const confirmationLinkIn = (mail: CapturedMail | undefined) =>
  mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0]
