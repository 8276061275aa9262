// The baseline for bench:api: a bare node:http server that answers each benchmarked path with the bytes our
// server sent for it (read from the JSON file named on the command line), and nothing else.
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'

const routes = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([path, r]) => [
    path,
    { status: r.status, headers: { 'content-type': r.contentType }, body: Buffer.from(r.body, 'base64') },
  ]),
)
const server = createServer((req, res) => {
  const route = routes.get(req.url)
  if (!route) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(route.status, { ...route.headers, 'content-length': route.body.length }).end(route.body)
})
server.listen(Number(process.argv[3] ?? 0), '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
