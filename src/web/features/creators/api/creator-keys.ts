// The creators feature's query keys. `page` answers are public: the server render serves their root (entry-server.tsx).
export const creatorKeys = {
  page: (handle: string) => ['creators', handle] as const,
  myApplication: () => ['creator-application'] as const,
}
