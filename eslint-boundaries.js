// Feature boundaries (decision 0024) as zones in the form of `import/no-restricted-paths`, built from the folders on
// disk so that a new feature is fenced the day it is created, and the local rule that checks them.
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

const isInside = (file, dir) => file === dir || file.startsWith(`${dir}/`)
const list = (v) => (Array.isArray(v) ? v : [v])

// The zones as absolute paths, once per options object (not again for every file that shares it): `except` is
// relative to its zone's `from`, as in import/no-restricted-paths.
const compiled = new WeakMap()
const compile = (zones) => {
  if (!compiled.has(zones)) compiled.set(zones, zones.map(absoluteZone))
  return compiled.get(zones)
}
const absoluteZone = (z) => ({
  targets: list(z.target).map((t) => path.resolve(root, t)),
  froms: list(z.from).map((f) => path.resolve(root, f)),
  excepts: list(z.from).flatMap((f) => (z.except ?? []).map((e) => path.resolve(root, f, e))),
  message: z.message,
})

/**
 * The zones' check without resolving modules: every relative import in this project names its file with its
 * extension, so the path is the import resolved against the importing file. import/no-restricted-paths resolved each
 * import through the resolver first, most of its time (docs/performance.md, issue 21).
 */
const zonesRule = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const zones = context.options[0]?.zones ? compile(context.options[0].zones) : []
    const file = context.filename
    const here = zones.filter((z) => z.targets.some((t) => isInside(file, t)))
    if (!here.length) return {}
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
      if (!source.value.startsWith('.')) return
      const imported = path.resolve(path.dirname(file), source.value)
      for (const z of here) {
        if (!z.froms.some((f) => isInside(imported, f))) continue
        if (z.excepts.some((e) => isInside(imported, e))) continue
        // The wording import/no-restricted-paths used, so a finding reads as it always has.
        context.report({
          node: source,
          message: `Unexpected path "{{path}}" imported in restricted zone. ${z.message}`,
          data: { path: source.value },
        })
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

export const boundariesPlugin = { rules: { zones: zonesRule } }
