// The open-in-model feature's one door: what other features and infrastructure use; everything else stays inside.
export { OpenInModelButtons } from './components/open-in-model-buttons.tsx'
export { PromptPanel } from './components/prompt-panel.tsx'
export { LazyPromptPanel } from './components/lazy-prompt-panel.tsx'
export { UsePromptDialog } from './components/use-prompt-dialog.tsx'
