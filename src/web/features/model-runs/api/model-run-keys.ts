// The model-runs feature's query keys, in one place: queries and invalidations both build them here.
export const modelRunKeys = {
  models: () => ['models'] as const,
  customization: (id: string) => ['run-customization', id] as const,
  history: (customizationId: string) => ['model-runs', customizationId] as const,
}
