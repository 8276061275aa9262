import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { testApp } from './testing/test-app.ts'

// The built SPA as served: hashed assets cached for a year, HTML always revalidated, text gzipped when accepted.
describe('web caching headers', () => {
  let app: ReturnType<typeof createApp>
  let dist: string
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'pm-dist-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>PromptMarket</title>')
    writeFileSync(join(dist, 'assets', 'index-Bx3kq9Zp.js'), 'console.log(1)')
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *')
    const { deps } = await testApp()
    app = createApp(deps, { webDist: dist })
  })

  it('serves hashed assets as immutable for a year', async () => {
    const res = await app.request('/assets/index-Bx3kq9Zp.js')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('console.log(1)')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it.each(['/', '/index.html', '/browse', '/category/health-fitness', '/prompt/some-slug'])(
    'serves the HTML at %s with no-cache',
    async (path) => {
      const res = await app.request(path)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<title>PromptMarket</title>')
      expect(res.headers.get('cache-control')).toBe('no-cache')
    },
  )

  it('gives other public files a short cache and a missing asset a 404', async () => {
    expect((await app.request('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=3600')
    expect((await app.request('/assets/missing-123.js')).headers.get('cache-control')).not.toContain(
      'immutable',
    )
  })

  it('answers a file that is not there with a plain 404, never the app page', async () => {
    for (const path of [
      '/assets/missing-abc123.js',
      '/assets/missing.css',
      '/favicon-nope.png',
      '/deep/x.js',
    ]) {
      const res = await app.request(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).toBe('Not found')
      expect(res.headers.get('content-type'), path).not.toContain('text/html')
    }
    // A page address stays a page.
    expect((await app.request('/prompts/some-slug')).status).toBe(200)
  })

  it('gzips text files and the SPA page for browsers that accept it, and only for them', async () => {
    for (const path of ['/assets/index-Bx3kq9Zp.js', '/', '/browse']) {
      const res = await app.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
      expect(res.headers.get('content-encoding')).toBe('gzip')
      expect(res.headers.get('vary')).toContain('Accept-Encoding')
      const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')
      expect(text).toBe(
        path.startsWith('/assets') ? 'console.log(1)' : '<!doctype html><title>PromptMarket</title>',
      )
    }
    const asset = await app.request('/assets/index-Bx3kq9Zp.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const plain = await app.request('/assets/index-Bx3kq9Zp.js', {
      headers: { 'Accept-Encoding': 'gzip;q=0' },
    })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe('console.log(1)')
  })

  it('answers a hashed file from memory after its first answer, with the same headers and bytes', async () => {
    writeFileSync(join(dist, 'assets', 'kept-Q1w2e3R4.js'), 'console.log("kept")')
    writeFileSync(join(dist, 'assets', 'logo-Z9x8c7V6.png'), Buffer.from([137, 80, 78, 71, 1, 2, 3]))
    const ask = (path: string, encoding = 'gzip') =>
      app.request(path, { headers: { 'Accept-Encoding': encoding } })
    const snapshot = async (res: Response) => ({
      status: res.status,
      // Each answer has its own request id.
      headers: [...res.headers.entries()].filter(([name]) => name !== 'x-request-id'),
      body: Buffer.from(await res.arrayBuffer()),
    })
    const first = {
      js: await snapshot(await ask('/assets/kept-Q1w2e3R4.js')),
      jsPlain: await snapshot(await ask('/assets/kept-Q1w2e3R4.js', 'identity')),
      png: await snapshot(await ask('/assets/logo-Z9x8c7V6.png')),
    }
    // Gone from disk: only memory can answer now.
    rmSync(join(dist, 'assets', 'kept-Q1w2e3R4.js'))
    rmSync(join(dist, 'assets', 'logo-Z9x8c7V6.png'))
    expect(await snapshot(await ask('/assets/kept-Q1w2e3R4.js'))).toEqual(first.js)
    expect(await snapshot(await ask('/assets/kept-Q1w2e3R4.js', 'identity'))).toEqual(first.jsPlain)
    expect(await snapshot(await ask('/assets/logo-Z9x8c7V6.png'))).toEqual(first.png)
    expect(first.js.headers).toContainEqual(['content-encoding', 'gzip'])
    expect(gunzipSync(first.js.body).toString('utf8')).toBe('console.log("kept")')
    expect(first.jsPlain.body.toString('utf8')).toBe('console.log("kept")')
    expect(first.png.headers).toContainEqual(['content-type', 'image/png'])
    expect(first.png.headers).toContainEqual(['content-length', '7'])
    // Another spelling of the address is never answered from memory: it is the file server's (gone from disk).
    expect((await ask('/assets//kept-Q1w2e3R4.js')).status).toBe(404)
    // A range is still the file server's own.
    expect((await app.request('/assets/kept-Q1w2e3R4.js', { headers: { Range: 'bytes=0-3' } })).status).toBe(
      404,
    )
  })

  it('never caches API answers as assets', async () => {
    const res = await app.request('/api/me')
    expect(res.status).toBe(401)
    expect(res.headers.get('cache-control') ?? '').not.toContain('max-age=31536000')
  })
})
