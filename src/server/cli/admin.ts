// npm run admin -- <command> [args]: operator commands on the configured database (stop the server first on PGlite,
// whose data directory one process holds at a time). Each command is one entry of `commands`; add yours below.
import { parseEnv } from '../env.ts'
import { openPglite, openPostgres, type Database } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'
import { AppError } from '../lib/errors.ts'
import { setUserRole } from '../features/admin/public.ts'
import { parseArgs } from 'node:util'
import { createMasterCode } from '../features/gifts/public.ts'

type Command = { usage: string; run: (database: Database, args: string[]) => Promise<string> }

const commands: Record<string, Command> = {
  grant: {
    usage: 'grant <email>              give the account the admin role',
    run: async ({ db }, [email]) => {
      if (!email) throw new UsageError('grant needs an e-mail address')
      const row = await setUserRole(db, { email, role: 'admin', by: 'cli' })
      return `${row.email} is now an admin`
    },
  },
  revoke: {
    usage: 'revoke <email>             take the admin role away (ADMIN_EMAILS still wins)',
    run: async ({ db }, [email]) => {
      if (!email) throw new UsageError('revoke needs an e-mail address')
      const row = await setUserRole(db, { email, role: 'user', by: 'cli' })
      return `${row.email} is no longer an admin`
    },
  },
  'master-code': {
    usage:
      'master-code create --code <CODE> --credits <n> --max-uses <n> [--expires <ISO date>]\n' +
      '                             a multi-use code, once per member, redeemed on /credits',
    run: async ({ db }, [sub, ...rest]) => {
      if (sub !== 'create') throw new UsageError('master-code needs the subcommand create')
      let values
      try {
        ;({ values } = parseArgs({
          args: rest,
          options: {
            code: { type: 'string' },
            credits: { type: 'string' },
            'max-uses': { type: 'string' },
            expires: { type: 'string' },
          },
        }))
      } catch (err) {
        throw new UsageError((err as Error).message)
      }
      if (!values.code || !values.credits || !values['max-uses'])
        throw new UsageError('master-code create needs --code, --credits and --max-uses')
      const expiresAt = values.expires ? new Date(values.expires) : undefined
      if (expiresAt && Number.isNaN(expiresAt.getTime())) throw new UsageError('--expires must be a date')
      const row = await createMasterCode(db, {
        code: values.code,
        credits: values.credits,
        maxUses: values['max-uses'],
        expiresAt,
        createdBy: 'cli',
      })
      const until = row.expiresAt ? `, until ${row.expiresAt.toISOString()}` : ', no expiry'
      return `Master code ${row.code}: ${row.credits} credits, up to ${row.maxUses} members${until}`
    },
  },
}

class UsageError extends Error {}

function usage() {
  return [
    'Usage: npm run admin -- <command> [args]',
    '',
    ...Object.values(commands).map((c) => `  ${c.usage}`),
  ].join('\n')
}

async function main(argv: string[]) {
  const [name, ...args] = argv
  const command = name ? commands[name] : undefined
  if (!command) {
    console.error(name ? `Unknown command: ${name}\n\n${usage()}` : usage())
    return 2
  }
  const env = parseEnv()
  const database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(env.DATA_DIR)
  try {
    await migrate(database)
    console.log(await command.run(database, args))
    return 0
  } catch (err) {
    if (err instanceof UsageError) console.error(`${err.message}\n\n${usage()}`)
    else if (err instanceof AppError) console.error(err.message)
    else throw err
    return 1
  } finally {
    await database.close()
  }
}

process.exitCode = await main(process.argv.slice(2))
