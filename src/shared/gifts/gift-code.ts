// Gift codes: 16 characters from a 31-letter alphabet without 0/O, 1/I/L (about 79 bits), shown as XXXX-XXXX-XXXX-XXXX.
export const giftCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const giftCodeLength = 16
const groupSize = 4

/** What a person typed, reduced to the stored form: upper case, without spaces, dashes or other separators. */
export const normaliseCode = (input: string) => input.toUpperCase().replace(/[\s\-_.]/g, '')

/** Groups a gift code for reading: ABCD-EFGH-JKMN-PQRS (already grouped input comes back the same). */
export const formatGiftCode = (code: string) => {
  const normalised = normaliseCode(code)
  return normalised.match(new RegExp(`.{1,${groupSize}}`, 'g'))?.join('-') ?? normalised
}

/** True when the text could be a gift code (rather than a master code). */
export const looksLikeGiftCode = (normalised: string) =>
  normalised.length === giftCodeLength && [...normalised].every((ch) => giftCodeAlphabet.includes(ch))
