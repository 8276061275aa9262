import { describe, expect, it } from 'vitest'
import { parseEnv } from '../env.ts'
import { parseTrustProxy, resolveClientIp } from './client-ip.ts'

describe('resolveClientIp', () => {
  const none = parseTrustProxy(undefined)
  const one = parseTrustProxy('1')
  const two = parseTrustProxy('2')
  const list = parseTrustProxy('10.0.0.0/8, 192.0.2.10, ::1, fd00::/8')
  // [case, peer, X-Forwarded-For, X-Real-IP, trust, client]
  const cases: [string, string | null, string | null, string | null, typeof none, string | null][] = [
    ['unset: the socket, whatever the headers say', '203.0.113.5', '1.2.3.4', '5.6.7.8', none, '203.0.113.5'],
    ['unset: no socket, no address', null, '1.2.3.4', null, none, null],
    ['unset: IPv4-mapped socket address as IPv4', '::ffff:203.0.113.5', null, null, none, '203.0.113.5'],
    ['1 hop: the entry the proxy appended', '10.0.0.2', '6.6.6.6, 198.51.100.7', null, one, '198.51.100.7'],
    [
      '1 hop: a spoofed left part changes nothing',
      '10.0.0.2',
      'evil, 1.1.1.1, 198.51.100.7',
      null,
      one,
      '198.51.100.7',
    ],
    ['1 hop: no header means the peer itself', '203.0.113.5', null, null, one, '203.0.113.5'],
    [
      '1 hop: X-Real-IP from the proxy when no X-Forwarded-For',
      '10.0.0.2',
      null,
      '198.51.100.8',
      one,
      '198.51.100.8',
    ],
    [
      '1 hop: X-Forwarded-For wins over X-Real-IP',
      '10.0.0.2',
      '198.51.100.7',
      '6.6.6.6',
      one,
      '198.51.100.7',
    ],
    ['2 hops: two from the right', '10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.3', null, two, '198.51.100.7'],
    [
      '2 hops: a short chain ends at its leftmost address',
      '10.0.0.2',
      '198.51.100.7',
      null,
      two,
      '198.51.100.7',
    ],
    [
      '1 hop: garbage where the client should be leaves the proxy',
      '10.0.0.2',
      'not-an-ip',
      null,
      one,
      '10.0.0.2',
    ],
    ['1 hop: IPv6 client', '10.0.0.2', '2001:DB8::1', null, one, '2001:db8::1'],
    ['list: an untrusted socket is the client', '203.0.113.5', '1.2.3.4', '5.6.7.8', list, '203.0.113.5'],
    ['list: X-Real-IP ignored from an untrusted socket', '203.0.113.5', null, '5.6.7.8', list, '203.0.113.5'],
    [
      'list: skips trusted hops from the right',
      '10.0.0.2',
      '6.6.6.6, 198.51.100.7, 192.0.2.10',
      null,
      list,
      '198.51.100.7',
    ],
    [
      'list: IPv6 loopback and ULA proxies',
      '::1',
      '6.6.6.6, 198.51.100.9, fd12::3',
      null,
      list,
      '198.51.100.9',
    ],
    ['list: IPv4-mapped trusted peer', '::ffff:10.1.1.1', '198.51.100.7', null, list, '198.51.100.7'],
    ['list: every hop trusted ends at the leftmost', '10.0.0.2', '10.9.9.9', null, list, '10.9.9.9'],
    ['list: X-Real-IP from a trusted socket', '10.0.0.2', null, '198.51.100.8', list, '198.51.100.8'],
  ]
  it.each(cases)('%s', (_, peer, forwardedFor, realIp, trust, client) => {
    expect(resolveClientIp({ peer, forwardedFor, realIp, trust })).toBe(client)
  })
})

describe('TRUST_PROXY', () => {
  it('reads unset as none, a number as hops and a list as proxies', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual({ kind: 'none' })
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 })
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8,::1' }).TRUST_PROXY).toMatchObject({
      kind: 'list',
      entries: ['10.0.0.0/8', '::1'],
    })
  })

  it.each(['true', '10.0.0.0/33', 'proxy.local', '1.2.3.4, nope', '-1', '11'])(
    'stops start-up on %j, naming the variable',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: /)
    },
  )
})
