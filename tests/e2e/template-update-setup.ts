// The data of the template-update journey, written before its server starts (PGlite allows one process per data
// directory): a member who bought version 1 of a creator's template with credits, then version 2 published.
// Run: node --import tsx tests/e2e/template-update-setup.ts <dataDir>; prints {templateId, email, password}.
import { eq } from 'drizzle-orm'
import { parseEnv } from '../../src/server/env.ts'
import { openDatabase } from '../../src/server/open-database.ts'
import { buildDeps } from '../../src/server/build-deps.ts'
import { user } from '../../src/server/db/schema/auth.ts'
import { grantCredits } from '../../src/server/features/credits/public.ts'
import { purchaseWithCredits } from '../../src/server/features/purchases/public.ts'
import {
  changelogV2,
  contentV2,
  givenCreatorTemplate,
  publishVersion,
} from '../../src/server/testing/versions-test-kit.ts'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: template-update-setup.ts <dataDir>')
const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: 'http://127.0.0.1:3000' })
const database = await openDatabase(env)
const deps = buildDeps(env, database, { mail: { mode: 'memory', send: async () => {} } })
const db = database.db

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const email = `updater-${stamp}@example.com`
const password = 'Str0ng!Passw0rd'
// Sign-up as the app does it (profile, member code); the confirmation link is skipped.
const created = await deps.auth.api.signUpEmail({
  body: { name: 'Uma Updater', email, password, phoneNumber: `04${Date.now().toString().slice(-10)}` },
})
await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.user.id))
await grantCredits(db, {
  userId: created.user.id,
  amount: 10,
  type: 'admin_adjustment',
  description: 'Journey credits',
  key: `journey-grant:${created.user.id}`,
})
const { templateId } = await givenCreatorTemplate(db)
const bought = await purchaseWithCredits(db, { userId: created.user.id, promptId: templateId })
if (bought.alreadyOwned) throw new Error('setup: the member owned the template already')
await publishVersion(db, { templateId, content: contentV2(), changelog: changelogV2 })
await database.close()
console.log(JSON.stringify({ templateId, email, password }))
process.exit(0)
