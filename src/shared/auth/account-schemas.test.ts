import { describe, expect, it } from 'vitest'
import { signUpSchema } from './sign-up-schema.ts'
import { loginSchema } from './login-schema.ts'
import { cleanName, passwordProblems } from './account-fields.ts'
import { fieldErrors } from './field-errors.ts'

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'Str0ng!Pass',
  phoneNumber: '0412345678',
}

const errorsOf = (input: unknown) => {
  const r = signUpSchema.safeParse(input)
  return r.success ? {} : fieldErrors(r.error)
}

describe('sign-up schema (spec 5)', () => {
  it('accepts a valid sign-up and normalises it', () => {
    const r = signUpSchema.parse({
      ...valid,
      email: '  Ada@Example.COM ',
      phoneNumber: ' 0412345678 ',
      referralCode: ' ab12cd ',
    })
    expect(r).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'Str0ng!Pass',
      phoneNumber: '0412345678',
      referralCode: 'AB12CD',
      wheelClaim: undefined,
    })
  })

  it('checks the e-mail pattern and the 254 limit with one message', () => {
    for (const email of ['', 'ada', 'ada@', 'ada@example', 'a da@example.com', '@example.com'])
      expect(errorsOf({ ...valid, email }).email).toBe('Please enter a valid email address')
    const long = `${'a'.repeat(243)}@example.com`
    expect(long).toHaveLength(255)
    expect(errorsOf({ ...valid, email: long }).email).toBe('Please enter a valid email address')
    expect(errorsOf({ ...valid, email: long.slice(1) }).email).toBeUndefined()
    expect(errorsOf({ ...valid, email: undefined }).email).toBe('Please enter a valid email address')
  })

  it('gives each failing password rule its own message, joined by ". "', () => {
    expect(errorsOf({ ...valid, password: 'short' }).password).toBe(
      'Password must be at least 8 characters long. Password must contain at least one uppercase letter. Password must contain at least one number. Password must contain at least one special character',
    )
    expect(errorsOf({ ...valid, password: 'ALLUPPER1!' }).password).toBe(
      'Password must contain at least one lowercase letter',
    )
    expect(errorsOf({ ...valid, password: 'alllower1!' }).password).toBe(
      'Password must contain at least one uppercase letter',
    )
    expect(errorsOf({ ...valid, password: 'NoDigits!!' }).password).toBe(
      'Password must contain at least one number',
    )
    expect(errorsOf({ ...valid, password: 'NoSpecial12' }).password).toBe(
      'Password must contain at least one special character',
    )
    expect(errorsOf({ ...valid, password: `Aa1!${'x'.repeat(125)}` }).password).toBe(
      'Password must be at most 128 characters long',
    )
    expect(errorsOf({ ...valid, password: `Aa1!${'x'.repeat(124)}` }).password).toBeUndefined()
    expect(passwordProblems('Aa1!aaaa')).toEqual([])
    expect(errorsOf({ ...valid, password: 123 }).password).toBe('Password must be at least 8 characters long')
  })

  it('cleans the name first, then wants 2 to 50 characters', () => {
    expect(cleanName('  <b>Ada</b> "Lovelace" ')).toBe('bAda/b Lovelace')
    expect(cleanName("javascript:alert('x')")).toBe('alert(x)')
    expect(cleanName('DATA:x VBScript:y')).toBe('x y')
    expect(cleanName('x'.repeat(2000))).toHaveLength(1000)
    const message = 'Name must be between 2 and 50 characters'
    expect(errorsOf({ ...valid, name: 'A' }).name).toBe(message)
    expect(errorsOf({ ...valid, name: ' <A> ' }).name).toBe(message)
    expect(errorsOf({ ...valid, name: 'x'.repeat(51) }).name).toBe(message)
    expect(errorsOf({ ...valid, name: undefined }).name).toBe(message)
    expect(signUpSchema.parse({ ...valid, name: ' <Ada> ' }).name).toBe('Ada')
    expect(signUpSchema.parse({ ...valid, name: 'x'.repeat(50) }).name).toHaveLength(50)
  })

  it('wants a phone number of 8 to 20 characters', () => {
    const message = 'Phone number must be between 8 and 20 characters'
    expect(errorsOf({ ...valid, phoneNumber: '1234567' }).phoneNumber).toBe(message)
    expect(errorsOf({ ...valid, phoneNumber: '1'.repeat(21) }).phoneNumber).toBe(message)
    expect(errorsOf({ ...valid, phoneNumber: undefined }).phoneNumber).toBe(message)
    expect(errorsOf({ ...valid, phoneNumber: '12345678' }).phoneNumber).toBeUndefined()
    expect(errorsOf({ ...valid, phoneNumber: '+61 412 345 678' }).phoneNumber).toBeUndefined()
  })

  it('takes an optional referral code, upper-cased, at most 6 characters', () => {
    expect(signUpSchema.parse({ ...valid }).referralCode).toBeUndefined()
    expect(signUpSchema.parse({ ...valid, referralCode: '' }).referralCode).toBeUndefined()
    expect(signUpSchema.parse({ ...valid, referralCode: null }).referralCode).toBeUndefined()
    expect(signUpSchema.parse({ ...valid, referralCode: 'abc' }).referralCode).toBe('ABC')
    expect(errorsOf({ ...valid, referralCode: 'ABCDEFG' }).referralCode).toBe(
      'Referral code must be at most 6 characters',
    )
  })

  it('reports the first problem of every field at once', () => {
    expect(Object.keys(errorsOf({}))).toEqual(['name', 'email', 'password', 'phoneNumber'])
  })
})

describe('login schema (spec 5)', () => {
  it('normalises the e-mail and wants a password of at least 6 characters', () => {
    expect(loginSchema.parse({ email: ' ADA@example.com', password: 'secret' })).toEqual({
      email: 'ada@example.com',
      password: 'secret',
    })
    const r = loginSchema.safeParse({ email: 'nope', password: '12345' })
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters long',
    })
  })
})
