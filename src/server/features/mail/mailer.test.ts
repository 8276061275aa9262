import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createMailer } from './mailer.ts'

// Decision 0015: deleted accounts keep a placeholder address on the reserved .invalid domain; nothing is sent there.
describe('mailer', () => {
  it('files mail in the outbox, and drops mail to a reserved .invalid address', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mailer-test-'))
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const mailer = createMailer({ from: 'PromptMarket <a@example.com>', dataDir, production: false })
    await mailer.send({ to: 'deleted-abc@deleted.invalid', subject: 'Refund', text: 'x' })
    expect(() => readdirSync(join(dataDir, 'outbox'))).toThrow()
    await mailer.send({ to: 'someone@example.com', subject: 'Hello', text: 'x' })
    expect(readdirSync(join(dataDir, 'outbox'))).toHaveLength(1)
    log.mockRestore()
  })
})
