// The page a gift e-mail links to: it redeems the code once the recipient has signed up or signed in.
export const giftRedeemPagePath = '/gifts/redeem'
export const giftRedeemPath = (code: string) => `${giftRedeemPagePath}?code=${encodeURIComponent(code)}`
