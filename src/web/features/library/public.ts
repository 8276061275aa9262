// The library feature's one door: what other features and infrastructure use; everything else stays inside.
export { libraryQuery } from './api/get-library.ts'
export { libraryKeys } from './api/library-keys.ts'
export { UpdateBadge } from './components/update-badge.tsx'
export { TemplateUpdateNotice } from './components/template-update-notice.tsx'
