import { expect } from 'vitest'
import { answeredWorkDone } from '../../lib/after-answer.ts'
import type { testApp } from '../../testing/test-app.ts'

// Shared by the forgotten-password tests: ask for a link, read it from the mail, follow it like a browser.

type App = Awaited<ReturnType<typeof testApp>>

export const resetSubject = 'Reset your PromptMarket password'
export const changedSubject = 'Your PromptMarket password was changed'

/** POST /api/auth/request-password-reset, then waits for the work done after the answer (the mail). */
export async function askForReset(t: App, body: unknown, headers: Record<string, string> = {}) {
  const res = await t.json('/api/auth/request-password-reset', {
    method: 'POST',
    headers: { origin: t.deps.env.APP_URL, ...headers },
    json: body,
  })
  await answeredWorkDone(t.deps)
  return res
}

export const mailsTo = (t: App, to: string, subject: string) =>
  t.mail.sent.filter((m) => m.to === to && m.subject === subject)

/** The link of the latest reset mail to `to`, as a path and query on our server. */
export function resetLinkSentTo(t: App, to: string) {
  const mail = mailsTo(t, to, resetSubject).at(-1)
  const found = mail?.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0]
  expect(found, `a reset link mailed to ${to}`).toBeTruthy()
  const url = new URL(found!)
  return url.pathname + url.search
}

/** Follows the mailed link: Better Auth's redirect to our page, with its token or the error. */
export async function followLink(t: App, link: string) {
  const res = await t.app.request(link)
  const location = res.headers.get('location')
  return { status: res.status, location: location ? new URL(location, t.deps.env.APP_URL) : null, res }
}

/** The token the followed link hands to /reset-password. */
export async function tokenFromLink(t: App, link: string) {
  const { status, location } = await followLink(t, link)
  expect(status).toBe(302)
  expect(location!.pathname).toBe('/reset-password')
  return location!.searchParams.get('token')!
}

export const setNewPassword = (t: App, body: unknown) =>
  t.json('/api/auth/reset-password', { method: 'POST', headers: { origin: t.deps.env.APP_URL }, json: body })
