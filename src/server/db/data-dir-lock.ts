import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'

export class DataDirLockedError extends Error {}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

// PGlite corrupts a data directory opened by two processes at once, so the second one is refused.
export function lockDataDir(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      let released = false
      const release = () => {
        if (released) return
        released = true
        try {
          unlinkSync(lockFile)
        } catch {
          /* already gone */
        }
      }
      process.once('exit', release)
      return release
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const pid = Number(readFileSync(lockFile, 'utf8').trim())
      if (pid && pid !== process.pid && isAlive(pid))
        throw new DataDirLockedError(
          `The data directory is in use by another process (pid ${pid}). ` +
            `Stop that process, or set DATA_DIR to another directory. (lock: ${lockFile})`,
        )
      unlinkSync(lockFile) // stale lock of a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockFile}`)
}
