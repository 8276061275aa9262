// The open-in-model feature's query keys.
export const openInModelKeys = {
  aiApps: () => ['ai-apps'] as const,
}
