import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

const serverTests = ['src/server/**/*.test.ts']

// Test files share a worker's module cache (isolate: false): each file otherwise imports the whole server again
// (Better Auth, Drizzle, PGlite), which was most of the suite's time. Files build their own app and database, and
// restore what they spy on.
export default defineConfig({
  test: {
    // A worker per core, and at least two: a file spends much of its time waiting on a server process or the
    // database, so one worker on 2 cores (Vitest's default there) left a core idle (docs/performance.md).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'postgres',
                include: serverTests,
                environment: 'node',
                isolate: false,
                env: { TEST_DB_KIND: 'postgres' },
                globalSetup: ['src/server/testing/pg-global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
})
