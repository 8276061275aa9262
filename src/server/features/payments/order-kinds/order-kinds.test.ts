import { describe, expect, it } from 'vitest'
import { orderKinds } from '../../../../shared/payments/order-kind.ts'
import { orderKindOf } from './order-kinds.ts'

describe('order kinds', () => {
  it.each(orderKinds)(
    '%s has a module that describes, fulfils, reverses and tells what is unspent',
    (kind) => {
      const module = orderKindOf(kind)
      for (const part of [
        'describe',
        'checkoutLabel',
        'fulfil',
        'isUnspent',
        'reverse',
        'takenBack',
      ] as const)
        expect(typeof module[part]).toBe('function')
    },
  )

  it('refuses a kind it does not know rather than treating it as another', () => {
    expect(() => orderKindOf('subscription')).toThrow(/unknown order kind 'subscription'/)
  })

  it('describes each kind in words', () => {
    const order = { packageId: 'explorer', promptId: null, credits: 8 }
    expect(orderKindOf('credits').describe(order, null)).toBe('Explorer: 8 credits')
    expect(orderKindOf('credits').checkoutLabel(order, null)).toBe('Explorer package: 8 credits')
    expect(orderKindOf('gift').describe(order, null)).toBe('Gift card: 8 credits')
    expect(orderKindOf('prompt').describe({ ...order, promptId: 'japan-planner' }, 'Japan Planner')).toBe(
      'Japan Planner',
    )
  })
})
