// The shares feature's one door: what other features and infrastructure use; everything else stays inside.
export { ShareDialog } from './components/share-dialog.tsx'
