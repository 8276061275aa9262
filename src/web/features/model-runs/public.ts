// The model-runs feature's one door: what other features and infrastructure use; everything else stays inside.
export { RunLink } from './components/run-link.tsx'
export { TryPreviewSection } from './components/try-preview-section.tsx'
export { useModels } from './api/get-models.ts'
