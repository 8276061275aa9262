// The customization feature's query keys, in one place: queries and invalidations both build them here.
export const customizationKeys = {
  customizations: {
    all: ['customizations'] as const,
    list: (promptId?: string) => ['customizations', promptId ?? 'all'] as const,
  },
  versions: (customizationId: string) => ['customization-versions', customizationId] as const,
  templateContent: (templateId: string) => ['template-content', templateId] as const,
  preferences: () => ['preferences'] as const,
}
