import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// A stand-in language-model server for tests, journeys and the bench: real HTTP speaking OpenAI's chat-completions
// SSE (POST .../chat/completions) and Anthropic's Messages SSE (POST .../messages). The model name picks the behaviour.

export const standInScenarios = [
  'normal', // the reply in chunks, usage at the end
  'slow', // the same with a pause before every chunk
  'hold', // one chunk, then waits for release() or the client to go away
  'no-usage', // the reply with no usage reported
  'rate-limited', // 429 before any token
  'server-error', // 500 before any token
  'drop', // two chunks, then the connection is cut
  'malformed', // one chunk, then a chunk that is not JSON
  'long', // the reply over and over (longChunks chunks), a pause before every chunk: a long-lived stream
] as const
export type StandInScenario = (typeof standInScenarios)[number]

/** The reply every stream sends (Markdown, with an attempt at raw HTML the page must not run). */
export const standInReply = [
  '## Your plan\n\n',
  'Here is **a plan** ',
  'made for you.\n\n',
  '- Warm up for ',
  '10 minutes\n',
  '- Run easy\n\n',
  '<img src=x onerror="window.__xss=1"> ',
  'Good luck!',
]

export type StandInRequest = {
  protocol: 'openai' | 'anthropic'
  path: string
  authorization: string | undefined
  apiKey: string | undefined
  body: Record<string, unknown>
}

export type ModelStandIn = {
  url: string
  /** Base URL for an OpenAI-compatible provider, and for Anthropic's. */
  openaiBaseUrl: string
  anthropicBaseUrl: string
  requests: StandInRequest[]
  /** Lets every held stream finish. */
  release: () => void
  /** Streams open now. */
  openStreams: () => number
  close: () => Promise<void>
}

export async function startModelStandIn(
  opts: {
    port?: number
    chunkDelayMs?: number
    slowDelayMs?: number
    longChunks?: number
    /** The pause before each chunk of 'long' (default: slowDelayMs). */
    longDelayMs?: number
  } = {},
): Promise<ModelStandIn> {
  const requests: StandInRequest[] = []
  let releaseHeld: Array<() => void> = []
  let open = 0
  const server = createServer((req, res) => {
    void handle(req, res).catch(() => res.destroy())
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const protocol = path.endsWith('/chat/completions')
      ? 'openai'
      : path.endsWith('/messages')
        ? 'anthropic'
        : null
    if (req.method !== 'POST' || !protocol) return void res.writeHead(404).end()
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>
    requests.push({
      protocol,
      path,
      authorization: req.headers.authorization,
      apiKey: req.headers['x-api-key'] as string | undefined,
      body,
    })
    const scenario = String(body.model) as StandInScenario
    const promptTokens = Math.ceil(Buffer.byteLength(JSON.stringify(body.messages ?? [])) / 4)
    if (scenario === 'rate-limited' || scenario === 'server-error')
      return errorAnswer(res, protocol, scenario === 'rate-limited' ? 429 : 500)
    const wire = protocol === 'openai' ? openaiWire(String(body.model)) : anthropicWire(String(body.model))
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    open++
    let gone = false
    res.on('close', () => {
      gone = true
      open--
    })
    const send = (text: string) => !gone && res.write(text)
    send(wire.start(promptTokens))
    const chunks =
      scenario === 'hold'
        ? standInReply.slice(0, 1)
        : scenario === 'long'
          ? Array.from({ length: opts.longChunks ?? 300 }, (_, i) => standInReply[i % standInReply.length]!)
          : standInReply
    for (const [i, chunk] of chunks.entries()) {
      const delay =
        scenario === 'slow'
          ? (opts.slowDelayMs ?? 40)
          : scenario === 'long'
            ? (opts.longDelayMs ?? opts.slowDelayMs ?? 40)
            : (opts.chunkDelayMs ?? 0)
      if (delay) await sleep(delay)
      if (gone) return
      send(wire.delta(chunk))
      // Cut once what was written has left, so the client has the first chunks and then loses the connection.
      if (scenario === 'drop' && i === 1) return void res.write('', () => setTimeout(() => res.destroy(), 20))
      if (scenario === 'malformed' && i === 0) return void res.end(wire.malformed)
    }
    if (scenario === 'hold') {
      await new Promise<void>((resolve) => {
        releaseHeld.push(resolve)
        res.on('close', resolve)
      })
      if (gone) return
      for (const chunk of standInReply.slice(1)) send(wire.delta(chunk))
    }
    const usage =
      scenario === 'no-usage'
        ? null
        : { promptTokens, completionTokens: scenario === 'hold' ? standInReply.length : chunks.length }
    res.end(wire.finish(usage))
  }

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    openaiBaseUrl: `${url}/v1`,
    anthropicBaseUrl: `${url}/v1`,
    requests,
    release: () => {
      const held = releaseHeld
      releaseHeld = []
      for (const r of held) r()
    },
    openStreams: () => open,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

type Usage = { promptTokens: number; completionTokens: number } | null

const sse = (data: unknown, event?: string) =>
  `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`

function openaiWire(model: string) {
  const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
    id: 'chatcmpl-standin',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })
  return {
    start: () => sse(chunk({ role: 'assistant', content: '' }, null)),
    delta: (text: string) => sse(chunk({ content: text }, null)),
    malformed: 'data: {"id":"chatcmpl-standin","choices":[{"delta":{"content":"br\n\n',
    finish: (usage: Usage) =>
      sse(chunk({}, 'stop')) +
      (usage
        ? sse({
            id: 'chatcmpl-standin',
            object: 'chat.completion.chunk',
            created: 1_700_000_000,
            model,
            choices: [],
            usage: {
              prompt_tokens: usage.promptTokens,
              completion_tokens: usage.completionTokens,
              total_tokens: usage.promptTokens + usage.completionTokens,
            },
          })
        : '') +
      sse('[DONE]'),
  }
}

function anthropicWire(model: string) {
  return {
    start: (promptTokens: number) =>
      sse(
        {
          type: 'message_start',
          message: {
            id: 'msg_standin',
            type: 'message',
            role: 'assistant',
            content: [],
            model,
            stop_reason: null,
            stop_sequence: null,
            usage: { input_tokens: promptTokens, output_tokens: 1 },
          },
        },
        'message_start',
      ) +
      sse(
        { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
        'content_block_start',
      ) +
      sse({ type: 'ping' }, 'ping'),
    delta: (text: string) =>
      sse(
        { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } },
        'content_block_delta',
      ),
    malformed: 'event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{\n\n',
    finish: (usage: Usage) =>
      sse({ type: 'content_block_stop', index: 0 }, 'content_block_stop') +
      sse(
        {
          type: 'message_delta',
          delta: { stop_reason: 'end_turn', stop_sequence: null },
          usage: usage ? { output_tokens: usage.completionTokens } : {},
        },
        'message_delta',
      ) +
      sse({ type: 'message_stop' }, 'message_stop'),
  }
}

function errorAnswer(res: ServerResponse, protocol: 'openai' | 'anthropic', status: 429 | 500) {
  const message = status === 429 ? 'Rate limit reached, slow down' : 'The server had an error'
  const body =
    protocol === 'openai'
      ? { error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error', code: null } }
      : { type: 'error', error: { type: status === 429 ? 'rate_limit_error' : 'api_error', message } }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const parts: Buffer[] = []
    req.on('data', (c: Buffer) => parts.push(c))
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')))
    req.on('error', reject)
  })

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
