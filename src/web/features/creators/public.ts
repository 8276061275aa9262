// The creators feature's one door: what other features use; everything else stays inside.
export { CreatorByline } from './components/creator-byline.tsx'
export { useMyApplication } from './api/get-my-application.ts'
