import { BlockList, isIP } from 'node:net'
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { AppEnv } from '../app-env.ts'

/**
 * Which forwarding headers to believe (TRUST_PROXY, decision 0019): none (the socket's peer is the client),
 * a number of proxy hops in front of the server, or a list of proxy addresses and CIDR ranges.
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: string[]; proxies: BlockList }

/** TRUST_PROXY as written: empty = none, a whole number of hops, or a comma list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? ''
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return { kind: 'none' }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops > 10) throw new Error('must be at most 10 proxy hops')
    return { kind: 'hops', hops }
  }
  const entries = text.split(',').map((e) => e.trim())
  const proxies = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? (family === 4 ? 32 : 128) : /^\d+$/.test(prefix) ? Number(prefix) : -1
    if (!family || bits < 0 || bits > (family === 4 ? 32 : 128))
      throw new Error(
        `"${entry}" is not an IP address or CIDR range (use a number of hops, or addresses like 10.0.0.0/8,::1)`,
      )
    proxies.addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6')
  }
  return { kind: 'list', entries, proxies }
}

/** An address as one canonical text: lower case, IPv4-mapped IPv6 as plain IPv4; null when it is not an IP. */
function canonicalIp(value: string | null | undefined): string | null {
  const text = value?.trim().toLowerCase() ?? ''
  const mapped = text.startsWith('::ffff:') ? text.slice(7) : null
  if (mapped && isIP(mapped) === 4) return mapped
  return isIP(text) ? text : null
}

function isTrusted(trust: TrustProxy, ip: string, hop: number) {
  if (trust.kind === 'hops') return hop < trust.hops
  if (trust.kind === 'list') return trust.proxies.check(ip, isIP(ip) === 4 ? 'ipv4' : 'ipv6')
  return false
}

/**
 * The client's address. The chain is X-Forwarded-For's entries followed by the socket's peer (the last hop).
 * Walking it from the right, an address is skipped while it is a trusted proxy: with N hops, the first N
 * (so the client is the entry N places from the right, counting the peer as one); with a list, every address in
 * it. The first address not skipped is the client. When the chain runs out, or holds something that is not an
 * address, the last address reached is the answer (a trusted proxy vouches for nothing further). X-Real-IP is
 * read only when the peer is a trusted proxy and sent no X-Forwarded-For.
 */
export function resolveClientIp(opts: {
  peer: string | null | undefined
  forwardedFor?: string | null
  realIp?: string | null
  trust: TrustProxy
}): string | null {
  const peer = canonicalIp(opts.peer)
  if (!peer || opts.trust.kind === 'none') return peer
  const forwarded = (opts.forwardedFor ?? '').split(',').filter((e) => e.trim() !== '')
  if (forwarded.length === 0 && opts.realIp && isTrusted(opts.trust, peer, 0))
    return canonicalIp(opts.realIp) ?? peer
  let client = peer
  for (let hop = 0; isTrusted(opts.trust, client, hop); hop++) {
    const next = canonicalIp(forwarded.pop())
    if (!next) break
    client = next
  }
  return client
}

/** The caller's address under TRUST_PROXY, for every per-address limit and for the auth library. */
export function clientIp(c: Context): string | null {
  let peer: string | undefined
  try {
    peer = getConnInfo(c).remote.address
  } catch {
    return null // in-process requests (tests) without a socket
  }
  return resolveClientIp({
    peer,
    forwardedFor: c.req.header('x-forwarded-for'),
    realIp: c.req.header('x-real-ip'),
    trust: (c.var as AppEnv['Variables']).deps.env.TRUST_PROXY,
  })
}
