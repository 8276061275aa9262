// The catalog feature's one door: what other features and infrastructure use; everything else stays inside.
export { useCatalogSummary } from './api/get-catalog-summary.ts'
export { useTemplatePages } from './api/get-template-pages.ts'
export { useTemplateReviews } from './api/get-template-reviews.ts'
export { useTemplateSamples } from './api/get-template-samples.ts'
export type { TemplateFilter } from './api/template-filter.ts'
export { catalogKeys } from './api/catalog-keys.ts'
export { useTemplatePreview } from './api/get-template-preview.ts'
export { useSampleOutputs } from './api/get-sample-outputs.ts'
