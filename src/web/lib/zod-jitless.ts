import { config } from 'zod'

// Zod probes `new Function` to compile fast parsers; under our CSP (no eval) that probe is reported as a
// violation. Imported first by main.tsx, so it holds before any schema is made.
config({ jitless: true })
