import { defineConfig } from 'vitest/config'

const serverTests = ['src/server/**/*.test.ts']

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
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
