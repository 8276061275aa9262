// What a recipient of a share (or a link) sees: the generated text the owner chose to share, never the
// template's questions or master prompt, and nothing that unlocks the template.
export type SharedCustomization = {
  title: string
  summary: string | null
  generatedPrompt: string
  promptName: string | null
  ownerName: string
  updatedAt: string
}

/** One item of GET /api/shares/with-me. */
export type SharedWithMe = SharedCustomization & { shareId: string; sharedAt: string }

/** The owner's view of who has access (GET /api/customizations/:id/shares). */
export type ShareAccess = { id: string; email: string; sharedAt: string }

export type ShareLinkSummary = {
  id: string
  createdAt: string
  expiresAt: string | null
  status: 'active' | 'expired'
}

/** POST /api/customizations/:id/share-links: the only time the token is ever shown. */
export type CreatedShareLink = ShareLinkSummary & { url: string }
