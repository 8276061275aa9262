// The auth feature's query keys: who is signed in (null when nobody is).
export const authKeys = {
  me: () => ['me'] as const,
}
