// The studio's query keys: the creator's list and one template each.
export const studioKeys = {
  all: ['studio'] as const,
  templates: () => ['studio', 'templates'] as const,
  template: (id: string) => ['studio', 'template', id] as const,
}
