import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// A small stand-in for the parts of the Stripe HTTP API we call (create and retrieve a Checkout Session,
// create a refund), so the official SDK can be exercised end to end without the network.

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

  const server = createServer(async (req, res) => {
    const body = parseForm(await readBody(req))
    const path = (req.url ?? '').split('?')[0]
    requests.push({ method: req.method ?? '', path, body, idempotencyKey: header(req, 'idempotency-key') })
    if (!header(req, 'authorization')?.startsWith('Bearer sk_'))
      return send(res, 401, apiError('authentication_error', 'Invalid API Key provided'))
    if (failNext > 0) {
      failNext--
      return send(res, 400, apiError('invalid_request_error', 'Simulated failure'))
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
    /** The next n calls answer with a Stripe error. */
    failNextRequests: (n: number) => void (failNext = n),
    /** The customer pays (or starts an async payment that has not cleared). */
    complete: (id: string, paymentStatus: FakeSession['payment_status'] = 'paid') => {
      const s = sessions.get(id)!
      Object.assign(s, { status: 'complete', payment_status: paymentStatus, payment_intent: `pi_${token()}` })
      return s
    },
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
