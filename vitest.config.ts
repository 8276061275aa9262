import { defineConfig } from 'vitest/config'

const serverTests = ['src/server/**/*.test.ts']

// Test files share a worker's module cache (isolate: false): each file otherwise imports the whole server again
// (Better Auth, Drizzle, PGlite), which was most of the suite's time. Files build their own app and database, and
// restore what they spy on.
export default defineConfig({
  test: {
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
