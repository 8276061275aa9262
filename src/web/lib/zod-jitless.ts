// Zod probes `new Function` to compile fast parsers; under our CSP (no eval) that probe is reported as a
// violation. Zod reads its settings from this global (zod/v4/core/core.js), so setting it here, first thing in
// main.tsx, keeps zod itself out of the initial bundle; it holds before any schema is made.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true }

export {}
