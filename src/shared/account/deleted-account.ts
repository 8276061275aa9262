// A deleted account stays as an anonymous record (decision 0015): its user row keeps the id that orders, receipts
// and ledger rows point to, with these placeholders instead of the person's name and e-mail.
export const deletedAccountName = 'Deleted account'

// `.invalid` is reserved (RFC 2606): no mail can ever be delivered there, and no person can own the address.
const deletedDomain = 'deleted.invalid'

export const deletedAccountEmail = (userId: string) => `deleted-${userId}@${deletedDomain}`

export const isDeletedAccountEmail = (email: string) => email.toLowerCase().endsWith(`@${deletedDomain}`)
