// The free preview's limits (decision 0033), apart from its schemas: the detail page shows them at once, and
// the schemas' library (zod) is loaded only when a preview starts.

/** The model's answer is cut here (the provider is asked for no more, and our server stops reading past it). */
export const previewMaxOutputTokens = 300
/** The member answers this many of the template's first questions; the sample persona answers the rest. */
export const previewQuestionCount = 3
/** An answer's length in a preview. */
export const previewAnswerMax = 500
/** Free previews a member may run in one UTC day (all templates together); one per template in any case. */
export const previewsPerMemberDaily = 5
/** Free previews from one client address in one UTC day (several members behind one address share it). */
export const previewsPerAddressDaily = 15
