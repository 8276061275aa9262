import { randomInt } from 'node:crypto'
import { formatGiftCode, giftCodeAlphabet, giftCodeLength } from '../../../../shared/gifts/gift-code.ts'

/** A fresh gift code, ABCD-EFGH-JKMN-PQRS: 16 letters of a 31-letter alphabet, about 79 bits from the CSPRNG. */
export const newGiftCode = () =>
  formatGiftCode(
    Array.from({ length: giftCodeLength }, () => giftCodeAlphabet[randomInt(giftCodeAlphabet.length)]).join(
      '',
    ),
  )
