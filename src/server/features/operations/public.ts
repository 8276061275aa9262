// The operations feature's one door: what other features and infrastructure use; everything else stays inside.
// The request id and log line, for the fast path's answers too (fast-answers.ts).
export {
  flushRequestLines,
  requestIdOf,
  requestLineParts,
  writeRequestLineWith,
  type RequestLineParts,
} from './request-log.ts'
