// The welcome wheel of spec 9: twelve segments, the first eight worth 2 credits, the next two 4, the last two 6.
export const wheelSegments = [2, 2, 2, 2, 2, 2, 2, 2, 4, 4, 6, 6] as const
export const segmentAngle = 360 / wheelSegments.length

export const spinDurationMs = 4500
export const minFullTurns = 8
export const maxFullTurns = 14
export const claimWindowSeconds = 120
// The claim card counts its 120 s from the moment the wheel stops; the server's claim, issued when the spin starts,
// lasts the spin and a few seconds of network time longer, so it never expires while the card still counts.
export const serverClaimSeconds = claimWindowSeconds + Math.ceil(spinDurationMs / 1000) + 5
export const dollarsPerCredit = 3.995
export const confettiPieces = 50
export const confettiDurationMs = 3000

export const maxWheelCredits = Math.max(...wheelSegments)
export const minWheelCredits = Math.min(...wheelSegments)

/** The dollar value of a prize at 3.995 dollars a credit, two decimals (2 credits -> "7.99"). */
export const wheelCreditValue = (credits: number) => (credits * dollarsPerCredit).toFixed(2)

/**
 * The wheel's final rotation in degrees (clockwise) so that the pointer at the top sits inside `segmentIndex`.
 * Segment i spans [i * angle, (i + 1) * angle) measured clockwise from the top of the unrotated wheel;
 * `offset` in [0, 1) places the pointer within the segment, kept away from its edges.
 */
export function landingRotation(segmentIndex: number, fullTurns: number, offset: number) {
  const within = 0.15 + 0.7 * Math.min(Math.max(offset, 0), 0.999)
  const target = (segmentIndex + within) * segmentAngle
  return fullTurns * 360 + (360 - target)
}

/** Which segment the top pointer shows after a clockwise rotation of `degrees`. */
export function segmentAtPointer(degrees: number) {
  const normalised = (((360 - (degrees % 360)) % 360) + 360) % 360
  return Math.floor(normalised / segmentAngle) % wheelSegments.length
}
