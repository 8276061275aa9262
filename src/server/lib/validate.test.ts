import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { z } from 'zod'
import { onError } from './errors.ts'
import { validate } from './validate.ts'

const body = z.object({
  email: z.email('Please enter a valid e-mail address'),
  password: z.string().min(8, 'Password must be at least 8 characters'),
})

const app = new Hono()
  .post('/plain', validate('json', body), (c) => c.json(c.req.valid('json')))
  .post('/sign-up', validate('json', body, { weakPasswordField: 'password' }), (c) =>
    c.json(c.req.valid('json')),
  )
app.onError(onError)

const post = async (path: string, json: unknown) => {
  const res = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  })
  return { status: res.status, data: (await res.json()) as unknown }
}

describe('validate', () => {
  it('passes a valid body through', async () => {
    expect(await post('/plain', { email: 'a@example.com', password: 'long enough' })).toEqual({
      status: 200,
      data: { email: 'a@example.com', password: 'long enough' },
    })
  })

  it('answers the first failure with the schema’s message as validation_failed', async () => {
    expect(await post('/plain', { email: 'a@example.com', password: 'short' })).toEqual({
      status: 400,
      data: { error: { code: 'validation_failed', message: 'Password must be at least 8 characters' } },
    })
  })

  it('names a failure of the weak-password field weak_password, and only that field', async () => {
    expect(await post('/sign-up', { email: 'a@example.com', password: 'short' })).toEqual({
      status: 400,
      data: { error: { code: 'weak_password', message: 'Password must be at least 8 characters' } },
    })
    expect(await post('/sign-up', { email: 'nope', password: 'long enough' })).toEqual({
      status: 400,
      data: { error: { code: 'validation_failed', message: 'Please enter a valid e-mail address' } },
    })
  })
})
