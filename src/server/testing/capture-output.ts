import { vi } from 'vitest'

/**
 * Everything the process writes from now on (console at every level, stdout, stderr), as lines; nothing reaches the
 * terminal. Undo with `vi.restoreAllMocks()` (in an afterEach).
 */
export function captureOutput() {
  const lines: string[] = []
  const keep = (...args: unknown[]) =>
    void lines.push(
      args.map((a) => (a instanceof Error ? `${a.stack} ${JSON.stringify(a)}` : String(a))).join(' '),
    )
  for (const level of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const)
    vi.spyOn(console, level).mockImplementation(keep)
  const write = (chunk: unknown) => (keep(String(chunk)), true)
  vi.spyOn(process.stdout, 'write').mockImplementation(write as never)
  vi.spyOn(process.stderr, 'write').mockImplementation(write as never)
  return lines
}
