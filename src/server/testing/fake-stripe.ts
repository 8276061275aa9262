import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// A small stand-in for the parts of the Stripe HTTP API we call (create and retrieve a Checkout Session,
// create a refund; Connect: create an account and its onboarding link, create and list transfers), so the official
// SDK can be exercised end to end without the network. Like Stripe, a POST repeated with an idempotency key it has
// seen answers with the first answer and does nothing again, until the keys are forgotten (Stripe's 24 hours).

type Json = Record<string, unknown>
export type FakeSession = Json & {
  id: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid' | 'no_payment_required'
  payment_intent: string | null
  metadata: Record<string, string>
  amount_total: number
  currency: string
}

export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>()
  const refunds: Json[] = []
  const requests: { method: string; path: string; body: Json; idempotencyKey?: string }[] = []
  let failNext = 0
  let failStatus = 400
  const accounts = new Map<string, Json & { id: string }>()
  const transfers: (Json & {
    id: string
    amount: number
    destination: string
    transfer_group: string | null
  })[] = []
  const idempotent = new Map<string, { status: number; body: unknown }>()
  const declinedDestinations = new Set<string>()

  const server = createServer(async (req, res) => {
    const body = parseForm(await readBody(req))
    const path = (req.url ?? '').split('?')[0]
    requests.push({ method: req.method ?? '', path, body, idempotencyKey: header(req, 'idempotency-key') })
    if (!header(req, 'authorization')?.startsWith('Bearer sk_'))
      return send(res, 401, apiError('authentication_error', 'Invalid API Key provided'))
    if (failNext > 0) {
      failNext--
      return failStatus >= 500
        ? send(res, failStatus, apiError('api_error', 'Simulated outage'))
        : send(res, failStatus, apiError('invalid_request_error', 'Simulated failure'))
    }
    const key = header(req, 'idempotency-key')
    const replay = req.method === 'POST' && key ? idempotent.get(`${path}:${key}`) : undefined
    if (replay) return send(res, replay.status, replay.body)
    const answer = (status: number, answerBody: unknown) => {
      if (req.method === 'POST' && key) idempotent.set(`${path}:${key}`, { status, body: answerBody })
      send(res, status, answerBody)
    }
    if (req.method === 'POST' && path === '/v1/accounts') {
      const account = {
        id: `acct_${token()}`,
        object: 'account',
        type: body.type,
        country: body.country,
        email: body.email ?? null,
        details_submitted: false,
        payouts_enabled: false,
        charges_enabled: false,
        requirements: { disabled_reason: 'requirements.past_due' },
        metadata: body.metadata ?? {},
      }
      accounts.set(account.id, account)
      return answer(200, account)
    }
    if (req.method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(String(body.account)))
        return answer(400, apiError('invalid_request_error', 'No such account', 'resource_missing'))
      return answer(200, {
        object: 'account_link',
        url: `https://connect.stripe.test/setup/e/${body.account}/${token()}`,
        expires_at: Math.floor(Date.now() / 1000) + 300,
        created: Math.floor(Date.now() / 1000),
      })
    }
    if (req.method === 'POST' && path === '/v1/transfers') {
      const destination = String(body.destination)
      if (!accounts.has(destination) || declinedDestinations.has(destination))
        return answer(
          400,
          apiError(
            'invalid_request_error',
            'Your destination account needs to have at least one of the following capabilities enabled: transfers',
          ),
        )
      const transfer = {
        id: `tr_${token()}`,
        object: 'transfer',
        amount: Number(body.amount),
        currency: String(body.currency),
        destination,
        transfer_group: (body.transfer_group as string | undefined) ?? null,
        metadata: body.metadata ?? {},
        reversed: false,
      }
      transfers.push(transfer)
      return answer(200, transfer)
    }
    if (req.method === 'GET' && path === '/v1/transfers') {
      const group = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('transfer_group')
      const data = transfers.filter((t) => !group || t.transfer_group === group)
      return send(res, 200, { object: 'list', url: '/v1/transfers', has_more: false, data })
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') return send(res, 200, createSession(body))
    const match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)
    if (req.method === 'GET' && match) {
      const session = sessions.get(decodeURIComponent(match[1]))
      return session
        ? send(res, 200, session)
        : send(res, 404, apiError('invalid_request_error', 'No such checkout.session', 'resource_missing'))
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const refund = {
        id: `re_${token()}`,
        object: 'refund',
        payment_intent: body.payment_intent,
        amount: body.amount ? Number(body.amount) : paidAmount(String(body.payment_intent)),
        currency: 'aud',
        status: 'succeeded',
        metadata: body.metadata ?? {},
      }
      refunds.push(refund)
      return send(res, 200, refund)
    }
    send(res, 404, apiError('invalid_request_error', `Unrecognized request URL (${req.method}: ${path})`))
  })

  function createSession(body: Json): FakeSession {
    const lines = (body.line_items as Json[] | undefined) ?? []
    const amount = lines.reduce((sum, l) => {
      const price = l.price_data as Json
      return sum + Number(price.unit_amount) * Number(l.quantity ?? 1)
    }, 0)
    const id = `cs_test_${token()}`
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: body.mode,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total: amount,
      currency: String((lines[0]?.price_data as Json | undefined)?.currency ?? 'usd'),
      client_reference_id: body.client_reference_id ?? null,
      customer_email: body.customer_email ?? null,
      metadata: (body.metadata as Record<string, string>) ?? {},
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      line_items: lines,
    }
    sessions.set(id, session)
    return session
  }

  const paidAmount = (paymentIntent: string) =>
    [...sessions.values()].find((s) => s.payment_intent === paymentIntent)?.amount_total ?? 0

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    requests,
    /** The next n calls answer with a Stripe error (a 400 refusal, or e.g. 500 for an outage the SDK retries). */
    failNextRequests: (n: number, status = 400) => {
      failNext = n
      failStatus = status
    },
    /** The customer pays (or starts an async payment that has not cleared). */
    complete: (id: string, paymentStatus: FakeSession['payment_status'] = 'paid') => {
      const s = sessions.get(id)!
      Object.assign(s, { status: 'complete', payment_status: paymentStatus, payment_intent: `pi_${token()}` })
      return s
    },
    accounts,
    transfers,
    /** Onboarding finished (or not) at Stripe: what the next account.updated carries. */
    updateAccount: (id: string, state: { details_submitted?: boolean; payouts_enabled?: boolean }) =>
      Object.assign(accounts.get(id)!, state, {
        requirements: { disabled_reason: state.payouts_enabled ? null : 'requirements.past_due' },
      }),
    /** Stripe keeps idempotency keys for 24 hours: after that a repeated key is a new request. */
    forgetIdempotencyKeys: () => idempotent.clear(),
    /** Transfers to this account are refused, as Stripe refuses an account without the transfers capability. */
    declineTransfersTo: (accountId: string) => void declinedDestinations.add(accountId),
    /** account.updated of a connected account, for signing with generateTestHeaderString. */
    accountEvent: (accountId: string, id = `evt_${token()}`) =>
      JSON.stringify({
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        account: accountId,
        request: { id: null, idempotency_key: null },
        type: 'account.updated',
        data: { object: accounts.get(accountId) },
      }),
    settleAsync: (id: string) => Object.assign(sessions.get(id)!, { payment_status: 'paid' }),
    expire: (id: string) => Object.assign(sessions.get(id)!, { status: 'expired', url: null }),
    /** A webhook event as Stripe would post it, for signing with generateTestHeaderString. */
    event: (type: string, sessionId: string, id = `evt_${token()}`) =>
      JSON.stringify({
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: sessions.get(sessionId) },
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>

const token = () => randomBytes(12).toString('hex')
const header = (req: IncomingMessage, name: string) => {
  const v = req.headers[name]
  return Array.isArray(v) ? v[0] : v
}
const apiError = (type: string, message: string, code?: string) => ({ error: { type, message, code } })

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${token()}` })
  res.end(JSON.stringify(body))
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Stripe's form encoding (a[b][0][c]=v) back into nested objects and arrays. */
export function parseForm(text: string): Json {
  const root: Json = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[')
    let node: Json | unknown[] = root
    parts.forEach((part, i) => {
      const last = i === parts.length - 1
      const container = node as Record<string, unknown>
      if (last) container[part] = value
      else {
        container[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {}
        node = container[part] as Json
      }
    })
  }
  return root
}
