// The baseline for bench:api: a bare node:http server that answers each benchmarked path with the bytes our
// server sent for it (read from the JSON file named on the command line), and nothing else. Under /same-headers it
// also sends the headers ours sent (and a fresh request id, as ours makes one per request): the same bytes on the wire.
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'

const routes = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([path, r]) => [
    path,
    {
      status: r.status,
      headers: { 'content-type': r.contentType },
      ours: Object.fromEntries(r.headers),
      body: Buffer.from(r.body, 'base64'),
    },
  ]),
)
const server = createServer((req, res) => {
  const same = req.url.startsWith('/same-headers/')
  const route = routes.get(same ? req.url.slice('/same-headers'.length) : req.url)
  if (!route) {
    res.writeHead(404).end()
    return
  }
  const headers = same ? { ...route.ours, 'x-request-id': randomUUID() } : route.headers
  res.writeHead(route.status, { ...headers, 'content-length': route.body.length }).end(route.body)
})
server.listen(Number(process.argv[3] ?? 0), '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
