import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { Db } from '../../db/client.ts'
import type { Env } from '../../env.ts'
import { account, rateLimit, session, user, verification } from '../../db/schema/auth.ts'
import type { Mailer } from '../mail/public.ts'
import { publishAccountChanged, type EventBus } from '../realtime/public.ts'
import { createProfile } from './create-profile.ts'
import { onEmailVerified } from './on-email-verified.ts'
import { clientIpHeader } from './auth-request.ts'
import { quietWhenIdle } from './quiet-auth-context.ts'
import { passwordChangedMail, resetPasswordMail } from './password-reset-mails.ts'

export type Auth = ReturnType<typeof createAuth>

// Better Auth: e-mail and password, verification required, database sessions in HttpOnly cookies.
export type PasswordHashing = {
  hash: (password: string) => Promise<string>
  verify: (data: { hash: string; password: string }) => Promise<boolean>
}

export function createAuth(opts: {
  db: Db
  env: Env
  mail: Mailer
  events: EventBus
  secret: string
  /** Better Auth's own scrypt unless given (in-process tests remember its answers). */
  passwordHashing?: PasswordHashing
}) {
  const { db, env, mail, events } = opts
  return quietWhenIdle(
    betterAuth({
      appName: 'PromptMarket',
      baseURL: env.APP_URL,
      basePath: '/api/auth',
      secret: opts.secret,
      database: drizzleAdapter(db, {
        provider: 'pg',
        schema: { user, session, account, verification, rateLimit },
      }),
      emailAndPassword: {
        enabled: true,
        requireEmailVerification: true,
        autoSignIn: false,
        minPasswordLength: 8,
        maxPasswordLength: 128,
        ...(opts.passwordHashing ? { password: opts.passwordHashing } : {}),
        // The forgotten-password flow (decision 0020): a single-use link for one hour, then every session ends.
        resetPasswordTokenExpiresIn: 60 * 60,
        revokeSessionsOnPasswordReset: true,
        sendResetPassword: async ({ user: u, url }) => {
          await mail.send(resetPasswordMail({ to: u.email, name: u.name, url }))
        },
        // Called after the new password is committed; a mail failure must not turn the reset into an error.
        onPasswordReset: async ({ user: u }) => {
          await mail
            .send(passwordChangedMail({ to: u.email, name: u.name, appUrl: env.APP_URL }))
            .catch((err: Error) => console.error('password-changed e-mail failed:', err.message))
        },
      },
      emailVerification: {
        sendOnSignUp: true,
        // A sign-in with the right password but an unconfirmed e-mail sends a fresh link (the first may have expired).
        sendOnSignIn: true,
        autoSignInAfterVerification: true,
        expiresIn: 60 * 60 * 24,
        afterEmailVerification: async (verified) => onEmailVerified({ db, events }, verified.id),
        sendVerificationEmail: async ({ user: u, url }) => {
          await mail.send({
            to: u.email,
            subject: 'Confirm your PromptMarket account',
            text: `Hi ${u.name},\n\nConfirm your e-mail address to start using PromptMarket:\n${url}\n\nIf you did not sign up, ignore this e-mail.`,
          })
        },
      },
      // Reset tokens are kept as their SHA-256 only: a leaked copy of the table cannot reset a password.
      verification: { storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } } },
      user: {
        additionalFields: {
          phoneNumber: { type: 'string', required: false, input: true },
          role: { type: 'string', required: false, input: false, defaultValue: 'user' },
        },
      },
      session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
      // Every session Better Auth ends (sign-out, password change or reset) and every change to a user row leaves no
      // copy in any process's session cache (decision 0028); these run after the change committed.
      databaseHooks: {
        session: {
          delete: { after: async (ended) => publishAccountChanged({ events }, ended.userId) },
        },
        user: {
          update: { after: async (changed) => publishAccountChanged({ events }, changed.id) },
          delete: { after: async (deleted) => publishAccountChanged({ events }, deleted.id) },
          create: {
            after: async (created) => {
              await createProfile(db, {
                userId: created.id,
                fullName: created.name,
                phoneNumber: (created as { phoneNumber?: string | null }).phoneNumber ?? null,
              })
            },
          },
        },
      },
      trustedOrigins: [env.APP_URL],
      // No backgroundTasks handler: without one Better Auth awaits its "background" work inside the call, which
      // quietWhenIdle relies on to switch its async context off between calls (decision 0045).
      advanced: {
        // Only the header our server sets from clientIp() (TRUST_PROXY), never one a caller can send.
        ipAddress: { ipAddressHeaders: [clientIpHeader] },
        useSecureCookies: env.APP_URL.startsWith('https://'),
        // Stated rather than left to the library's defaults (tested in web-security.test.ts).
        defaultCookieAttributes: {
          httpOnly: true,
          sameSite: 'lax',
          secure: env.APP_URL.startsWith('https://'),
        },
      },
      // Off: its per-address limit also counted session reads. Our own limits (auth-limits.ts) guard what needs it.
      rateLimit: { enabled: false },
      telemetry: { enabled: false },
    }),
  )
}
