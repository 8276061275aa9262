// The customization feature's one door: what other features and infrastructure use; everything else stays inside.
export { type ExportContent, exportMarkdown, exportPdf, exportText } from './lib/export-files.ts'
export { customizationKeys } from './api/customization-keys.ts'
export { QuestionsStep } from './components/questions-step.tsx'
