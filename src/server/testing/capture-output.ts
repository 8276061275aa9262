import { vi } from 'vitest'
import { flushRequestLines } from '../features/operations/public.ts'

/**
 * Everything the process writes from now on (console at every level, stdout, stderr); nothing reaches the
 * terminal. The returned function gives it as lines, after writing out the request lines queued for this
 * event-loop turn. Undo with `vi.restoreAllMocks()` (in an afterEach).
 */
export function captureOutput(): () => string[] {
  flushRequestLines()
  const lines: string[] = []
  const keep = (...args: unknown[]) =>
    void lines.push(
      args.map((a) => (a instanceof Error ? `${a.stack} ${JSON.stringify(a)}` : String(a))).join(' '),
    )
  for (const level of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const)
    vi.spyOn(console, level).mockImplementation(keep)
  // A written chunk may hold several lines (the request log writes a turn's lines at once).
  const write = (chunk: unknown) => {
    for (const line of String(chunk).split('\n')) if (line) keep(line)
    return true
  }
  vi.spyOn(process.stdout, 'write').mockImplementation(write as never)
  vi.spyOn(process.stderr, 'write').mockImplementation(write as never)
  return () => {
    flushRequestLines()
    return lines
  }
}
