// The creators feature's one door: what other features use; everything else stays inside.
export { toMyApplication } from './my-application.ts'
