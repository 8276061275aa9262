import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { whenNoMutationPending } from './when-no-mutation-pending.ts'

function deferred() {
  let resolve!: () => void
  let reject!: (err: Error) => void
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

const run = (client: QueryClient, answer: Promise<void>) =>
  client
    .getMutationCache()
    .build(client, { mutationFn: () => answer })
    .execute(undefined)
    .catch(() => undefined)

describe('whenNoMutationPending', () => {
  it('resolves at once when nothing is in flight', async () => {
    await expect(whenNoMutationPending(new QueryClient())).resolves.toBeUndefined()
  })

  it('waits for every change in flight to get its answer, success or failure', async () => {
    const client = new QueryClient()
    const password = deferred()
    const profile = deferred()
    const done = [run(client, password.promise), run(client, profile.promise)]
    let rechecked = false
    const waited = whenNoMutationPending(client).then(() => {
      rechecked = true
      // Both changes have their answers by the time the member is asked for again.
      expect(client.isMutating()).toBe(0)
    })

    password.resolve()
    await done[0]
    await new Promise((r) => setTimeout(r, 20))
    expect(rechecked).toBe(false)

    profile.reject(new Error('refused'))
    await waited
    expect(rechecked).toBe(true)
  })
})
