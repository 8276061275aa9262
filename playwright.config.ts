import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { e2eAiModels } from './tests/e2e/model-stand-in-setup.ts'

// One server on a free port (chosen by scripts/test.mjs) with a fresh data directory per run.
// Values are put in process.env so that the workers, which load this file again, agree with the runner.
process.env.E2E_PORT ??= '4173'
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'promptmarket-e2e-'))
const port = Number(process.env.E2E_PORT)
// The server's mail goes to a local SMTP capture (tests/e2e/accounts-mail-capture.ts), filed under DATA_DIR/outbox.
process.env.E2E_SMTP_URL ??= `smtp://127.0.0.1:${port < 55_000 ? port + 10_000 : port - 10_000}`
// The stand-in model server of the Run journeys (tests/e2e/model-stand-in-setup.ts), on a port of its own.
process.env.E2E_MODELS_PORT ??= String(port < 45_000 ? port + 20_000 : port - 20_000)
export const baseURL = `http://127.0.0.1:${port}`
const webDist = process.env.TEST_WEB_DIST ?? join(process.env.E2E_DATA_DIR, 'dist')

// Debian's old headless shell when it is installed (.ci/run installs it): the same Chromium without the full
// browser's windowing, it ran the journeys in 11.6 min where the full browser took 21.1 min (decision 0043).
const headlessShell = '/usr/lib/chromium/chromium-headless-shell'
const chromium = {
  executablePath: process.env.CHROMIUM ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // The compositor and V8's work on the browser's and the page's own threads: two workers on two cores gained
    // nothing from helper threads, and a page load took 5 to 10 % less CPU without them (decision 0043's update).
    '--in-process-gpu',
    '--js-flags=--single-threaded',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // On CI one retry absorbs a journey that a loaded 2-core machine stalls (a browser context that will not close);
  // a retried pass is reported by name as flaky (scripts/test.mjs), and a real failure fails both tries.
  retries: process.env.CI === 'true' || process.env.CI === '1' ? 1 : 0,
  // A long journey (sign-up, several pages, two accessibility scans) took just over 60 s on a slow 2-core machine;
  // each step still has the 10 s expect limit, so a stuck step fails as fast as before.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: ['./tests/e2e/accounts-mail-capture.ts', './tests/e2e/model-stand-in-setup.ts'],
  // A trace is recorded on a journey's retry only: recording one for every journey (screenshots and snapshots of each
  // step) took about a third of the run's CPU, and a real failure fails its retry too, which keeps the trace.
  use: { baseURL, trace: 'on-first-retry', launchOptions: chromium },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@phone/ },
  ],
  webServer: {
    // Each run builds into its own folder, so parallel runs never serve each other's half-written build.
    // npm test builds the app once and names it in TEST_WEB_DIST; a run of its own builds into its data folder.
    command: process.env.TEST_WEB_DIST
      ? 'node --import tsx src/server/main.ts'
      : `node scripts/build-web.mjs ${webDist} --logLevel error && node --import tsx src/server/main.ts`,
    url: `${baseURL}/api/templates?limit=1`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_DIST: webDist,
      NODE_ENV: 'test',
      // The admin journeys sign up this address and get the admin role from it.
      ADMIN_EMAILS: 'admin@e2e.promptmarket.test',
      // Every journey signs up and in from 127.0.0.1: the per-address auth limits are raised, not dodged.
      AUTH_LIMIT_SCALE: '100',
      // Likewise every journey's free previews come from 127.0.0.1 (decision 0033).
      PREVIEW_LIMIT_SCALE: '100',
      // The session cache as in production (decision 0028): every sign-out and password change goes through it.
      SESSION_CACHE_MS: '1000',
      // Receipts are tax invoices with an ABN; contact messages are mailed to this captured address.
      SELLER_ABN: '12 345 678 901',
      SUPPORT_EMAIL: 'support@e2e.promptmarket.test',
      // npm test names a PostgreSQL database of the run's own when it has a server (decision 0044); else PGlite.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
      // Models members can run: stand-ins started by the global setup (model-stand-in-setup.ts).
      AI_MODELS: e2eAiModels(Number(process.env.E2E_MODELS_PORT)),
    },
  },
})
