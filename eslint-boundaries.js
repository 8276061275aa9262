// Feature boundaries (decision 0024) as `import/no-restricted-paths` zones, built from the folders on disk so that a
// new feature is fenced the day it is created.
import fs from 'node:fs'
import path from 'node:path'

const root = import.meta.dirname
const dirs = (at) =>
  fs
    .readdirSync(path.join(root, at), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
const entries = (at) => fs.readdirSync(path.join(root, at)).map((name) => `./${at}/${name}`)

const serverFeatures = dirs('src/server/features')
const webFeatures = dirs('src/web/features')

// The composition roots wire routes and factories together, so they alone may reach inside a feature.
const serverRoots = ['./src/server/app.ts', './src/server/build-deps.ts']
// Infrastructure (db, lib, testing, cli, reliability, env, main...) and the tools outside src use public files only.
const serverInfrastructure = [
  ...entries('src/server').filter((p) => p !== './src/server/features' && !serverRoots.includes(p)),
  './bench',
  './scripts',
  './tests',
]

const serverZones = serverFeatures.map((feature) => ({
  target: [
    ...serverFeatures.filter((other) => other !== feature).map((other) => `./src/server/features/${other}`),
    ...serverInfrastructure,
  ],
  from: `./src/server/features/${feature}`,
  except: ['./public.ts'],
  message: `Import the ${feature} feature through src/server/features/${feature}/public.ts.`,
}))

// Pages and the app shell compose features (as app.ts does on the server); features only meet through public files.
const webZones = webFeatures.map((feature) => ({
  target: webFeatures.filter((other) => other !== feature).map((other) => `./src/web/features/${other}`),
  from: `./src/web/features/${feature}`,
  except: ['./public.ts'],
  message: `Import the ${feature} feature through src/web/features/${feature}/public.ts.`,
}))

export const featureBoundaryZones = [
  ...serverZones,
  {
    target: [
      ...entries('src/server').filter((p) => p !== './src/server/app.ts'),
      './src/web',
      './bench',
      './scripts',
      './tests',
    ],
    from: serverFeatures.map((feature) => `./src/server/features/${feature}/routes.ts`),
    message: 'Route files are mounted by src/server/app.ts only.',
  },
  ...webZones,
  {
    target: ['./src/web/components', './src/web/lib', './src/web/config'],
    from: './src/web/features',
    message:
      'Shared web code (components, lib, config) imports no feature: features build on it, not the reverse.',
  },
]
