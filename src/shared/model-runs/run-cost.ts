// What a model run costs (decision 0032). Credits are whole numbers: a run's cost is rounded up.

type Prices = { priceIn: number; priceOut: number }

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length

/** Credits for tokens at a model's prices (credits per 1,000 tokens), rounded up. */
export function creditsFor(prices: Prices, tokensIn: number, tokensOut: number): number {
  const exact = (tokensIn * prices.priceIn + tokensOut * prices.priceOut) / 1000
  // Rounded to a millionth first, so 0.1 + 0.2 style float noise never adds a credit.
  return Math.ceil(Math.round(exact * 1e6) / 1e6)
}

/**
 * The most tokens a prompt can be: byte-level tokenisers never make more tokens than bytes, plus room for the
 * chat template's own tokens. The reservation uses it, so the real charge never exceeds what was reserved.
 */
export const promptTokenBound = (prompt: string) => utf8Bytes(prompt) + chatTemplateTokens

const chatTemplateTokens = 32

/** A usual token count for text (about four bytes a token), used when a provider reports no usage. */
export const tokenEstimate = (text: string) => Math.ceil(utf8Bytes(text) / 4)

/** Credits held before a run: the prompt's bound plus the model's maximum output. */
export const reservationFor = (model: Prices & { maxOutputTokens: number }, prompt: string) =>
  creditsFor(model, promptTokenBound(prompt), model.maxOutputTokens)
