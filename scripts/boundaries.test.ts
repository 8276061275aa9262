// Feature boundaries (decision 0024) are the linter's job: this proves the rule fails a reach into another
// feature's inside and passes the same import through that feature's public file.
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = new URL('..', import.meta.url).pathname
// The cycle rule walks the whole import graph and is not what is under test here.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } })

async function boundaryMessages(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) })
  return result.messages.filter((m) => m.ruleId === 'boundaries/zones').map((m) => m.message)
}

describe('feature boundaries', () => {
  it('rejects a server feature importing another feature’s internal file', async () => {
    const messages = await boundaryMessages(
      'src/server/features/purchases/boundary-probe.ts',
      "import { grantCredits } from '../credits/grant-credits.ts'\nexport const probe = grantCredits\n",
    )
    expect(messages).toEqual([expect.stringContaining('src/server/features/credits/public.ts')])
  })

  it('accepts the same import through the feature’s public file', async () => {
    const messages = await boundaryMessages(
      'src/server/features/purchases/boundary-probe.ts',
      "import { grantCredits } from '../credits/public.ts'\nexport const probe = grantCredits\n",
    )
    expect(messages).toEqual([])
  })

  it('holds infrastructure and tests to public files, and mounts routes in app.ts only', async () => {
    const internal = await boundaryMessages(
      'src/server/testing/boundary-probe.ts',
      "import { grantCredits } from '../features/credits/grant-credits.ts'\nexport const probe = grantCredits\n",
    )
    expect(internal).toEqual([expect.stringContaining('credits/public.ts')])
    const routes = await boundaryMessages(
      'src/server/features/admin/boundary-probe.test.ts',
      "import { creditsRoutes } from '../credits/routes.ts'\nexport const probe = creditsRoutes\n",
    )
    expect(routes).toContainEqual(expect.stringContaining('mounted by src/server/app.ts only'))
  })

  it('keeps web features apart and shared web code free of features', async () => {
    const across = await boundaryMessages(
      'src/web/features/library/components/boundary-probe.tsx',
      "import { useMe } from '../../auth/api/get-me.ts'\nexport const probe = useMe\n",
    )
    expect(across).toEqual([expect.stringContaining('src/web/features/auth/public.ts')])
    const shared = await boundaryMessages(
      'src/web/components/boundary-probe.tsx',
      "import { useMe } from '../features/auth/public.ts'\nexport const probe = useMe\n",
    )
    expect(shared).toEqual([expect.stringContaining('imports no feature')])
  })
})
