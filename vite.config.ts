import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

// React Router's package names only its development build (dev warnings on, checked while rendering) for every
// bundler condition; a build takes its production build, which differs in that flag alone.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
)

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      // React's server renderer keeps an AsyncLocalStorage of its own: the render gets it from a module that lists
      // it, so it can be switched off between renders (src/web/ssr/tracked-async-hooks.ts).
      ...(isSsrBuild
        ? [
            {
              find: /^(node:)?async_hooks$/,
              replacement: fileURLToPath(new URL('./src/web/ssr/tracked-async-hooks.ts', import.meta.url)),
            },
          ]
        : []),
    ],
  },
  // The server render's build leaves public/ to the browser build.
  // The manifest tells the server which chunk a server-rendered page needs (src/server/server-render.ts).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    manifest: !isSsrBuild,
    rolldownOptions: {
      // A feature's door (features/*/public.ts) only re-exports: marked free of side effects, so importing one
      // thing through it does not bring in the modules of everything else it names.
      treeshake: { moduleSideEffects: (id: string) => !/\/src\/web\/features\/[^/]+\/public\.ts$/.test(id) },
      // Fewer, larger files: left alone, the bundler split what the app needs to start into 12 files of its own and
      // every icon into a file of its own, so the home page fetched 38 files and /browse 46 (most under 1 KB). The
      // app's start is one file and the icons are one; each request costs the browser work of its own (issue 21).
      output: isSsrBuild
        ? undefined
        : {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 2 },
                { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 1 },
              ],
            },
          },
    },
  },
  // The server render (src/web/entry-server.tsx) is one self-contained file, so a build folder works anywhere.
  ssr: { noExternal: true },
  // It renders with React's production build whatever NODE_ENV the server runs under, as the browser bundle does:
  // left to the server's NODE_ENV, a server under test rendered every page with React's development checks.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: { proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } } },
}))
