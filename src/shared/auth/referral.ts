// Spec 9: both the new user and the referrer get 2 free credits; member codes are 6 characters.
export const referralCredits = 2
export const memberCodeLength = 6
