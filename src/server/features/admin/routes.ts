import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { requireAdmin } from '../auth/public.ts'
import { listAdminTemplatesQuery, templateInput } from '../../../shared/admin/template-input.ts'
import { listAdminTemplates } from './list-admin-templates.ts'
import { getAdminTemplate } from './get-admin-template.ts'
import { createTemplate } from './create-template.ts'
import { updateTemplate } from './update-template.ts'
import { listAuditQuery } from '../../../shared/admin/audit.ts'
import { listAudit } from './list-audit.ts'
import { adjustBalanceInput, findUsersQuery } from '../../../shared/admin/users.ts'
import { findUsers } from './find-users.ts'
import { getUserOverview } from './get-user-overview.ts'
import { adjustBalance } from './adjust-balance.ts'
import { createMasterCodeInput } from '../../../shared/gifts/master-code.ts'
import { giftCodeParam, updateMasterCodeInput } from '../../../shared/admin/codes.ts'
import { listMasterCodes } from './list-master-codes.ts'
import { createMasterCodeAsAdmin } from './create-master-code-as-admin.ts'
import { setMasterCodeActive } from './set-master-code-active.ts'
import { lookupGiftCode } from './lookup-gift-code.ts'
import { insightsQuery } from '../../../shared/admin/insights.ts'
import { getInsights } from './get-insights.ts'
import { listOrdersQuery, refundOrderInput, rejectRefundRequestInput } from '../../../shared/admin/orders.ts'
import { listOrders } from './list-orders.ts'
import { refundOrder, notifyRefund } from '../payments/public.ts'
import { listRefundRequests } from './list-refund-requests.ts'
import { rejectRefundRequest } from './reject-refund-request.ts'
import {
  contactReplyInput,
  listContactMessagesQuery,
  setContactStatusInput,
} from '../../../shared/support/contact.ts'
import { listContactMessages } from './list-contact-messages.ts'
import { setContactMessageStatus } from './set-contact-message-status.ts'
import { replyToContactMessage } from './reply-to-contact-message.ts'
import { notifyContactReply } from './contact-reply-mail.ts'
import {
  generateSampleInput,
  sampleOutputInput,
  sampleOutputStatusInput,
  type GeneratedSample,
} from '../../../shared/catalog/sample-output.ts'
import { attachSampleOutput } from './attach-sample-output.ts'
import { listSampleOutputs } from './list-sample-outputs.ts'
import { setSampleOutputStatus } from './set-sample-output-status.ts'
import { deleteSampleOutput } from './delete-sample-output.ts'
import { creatorDecisionInput, listCreatorApplicationsQuery } from '../../../shared/creators/creator.ts'
import { listCreatorApplications } from './list-creator-applications.ts'
import { decideCreatorApplication } from './decide-creator-application.ts'
import { notifyCreatorDecision } from './creator-decision-mail.ts'
import { generateSampleOutput } from './generate-sample-output.ts'
import { reviewDecisionInput, type ReviewDecisionResult } from '../../../shared/admin/review.ts'
import { creatorSuspensionInput } from '../../../shared/creators/suspension.ts'
import { listReviewQueue } from './list-review-queue.ts'
import { getReview } from './get-review.ts'
import { decideReview } from './decide-review.ts'
import { notifyReviewDecision } from './review-decision-mail.ts'
import { setCreatorSuspension } from './set-creator-suspension.ts'

const idParam = z.object({ id: z.string().min(1).max(200) })
const uuidParam = z.object({ id: z.uuid({ message: 'Not found' }) })
const versionParam = z.object({ versionId: z.uuid({ message: 'Not found' }) })

// Everything under /api/admin is for admins only: requireAdmin guards the whole prefix (401 anonymous, 403 others),
// and admin-authorization.test.ts calls every route registered here in all three roles.
export const adminRoutes = new Hono<AppEnv>()
  .use('/admin/*', requireAdmin)
  .get('/admin/templates', validate('query', listAdminTemplatesQuery), async (c) =>
    c.json(await listAdminTemplates(c.var.deps.db, c.req.valid('query'))),
  )
  .post('/admin/templates', validate('json', templateInput), async (c) => {
    const { template, events } = await createTemplate(c.var.deps.db, {
      adminId: c.var.user.id,
      values: c.req.valid('json'),
    })
    for (const e of events) c.var.deps.events.publish(e)
    return c.json(template, 201)
  })
  .get('/admin/templates/:id', validate('param', idParam), async (c) =>
    c.json(await getAdminTemplate(c.var.deps.db, c.req.valid('param').id)),
  )
  .put('/admin/templates/:id', validate('param', idParam), validate('json', templateInput), async (c) => {
    const { template, events } = await updateTemplate(c.var.deps.db, {
      adminId: c.var.user.id,
      id: c.req.valid('param').id,
      values: c.req.valid('json'),
    })
    for (const e of events) c.var.deps.events.publish(e)
    return c.json(template)
  })
  .get('/admin/audit', validate('query', listAuditQuery), async (c) =>
    c.json(await listAudit(c.var.deps.db, c.req.valid('query'))),
  )
  .get('/admin/users', validate('query', findUsersQuery), async (c) =>
    c.json(await findUsers(c.var.deps.db, c.req.valid('query'))),
  )
  .get('/admin/users/:id', validate('param', idParam), async (c) =>
    c.json(await getUserOverview(c.var.deps.db, c.req.valid('param').id)),
  )
  .post(
    '/admin/users/:id/balance',
    validate('param', idParam),
    validate('json', adjustBalanceInput),
    async (c) => {
      const userId = c.req.valid('param').id
      const result = await adjustBalance(c.var.deps.db, {
        adminId: c.var.user.id,
        userId,
        ...c.req.valid('json'),
      })
      if (result.applied) c.var.deps.events.publish({ type: 'balance', userId, balance: result.balance })
      return c.json(result)
    },
  )
  .get('/admin/master-codes', async (c) => c.json(await listMasterCodes(c.var.deps.db)))
  .post('/admin/master-codes', validate('json', createMasterCodeInput), async (c) =>
    c.json(
      await createMasterCodeAsAdmin(c.var.deps.db, { adminId: c.var.user.id, input: c.req.valid('json') }),
      201,
    ),
  )
  .patch(
    '/admin/master-codes/:id',
    validate('param', uuidParam),
    validate('json', updateMasterCodeInput),
    async (c) =>
      c.json(
        await setMasterCodeActive(c.var.deps.db, {
          adminId: c.var.user.id,
          id: c.req.valid('param').id,
          active: c.req.valid('json').active,
        }),
      ),
  )
  .get('/admin/gift-codes/:code', validate('param', giftCodeParam), async (c) =>
    c.json(await lookupGiftCode(c.var.deps.db, c.req.valid('param'))),
  )
  .get('/admin/insights', validate('query', insightsQuery), async (c) =>
    c.json(await getInsights(c.var.deps.db, c.req.valid('query'))),
  )
  .get('/admin/orders', validate('query', listOrdersQuery), async (c) =>
    c.json(await listOrders(c.var.deps.db, c.req.valid('query'))),
  )
  .post(
    '/admin/orders/:id/refund',
    validate('param', uuidParam),
    validate('json', refundOrderInput),
    async (c) => {
      const { db, payments } = c.var.deps
      const refund = await refundOrder(db, payments, {
        adminId: c.var.user.id,
        orderId: c.req.valid('param').id,
        ...c.req.valid('json'),
      })
      await notifyRefund(c.var.deps, refund)
      return c.json(refund)
    },
  )
  .get('/admin/refund-requests', async (c) => c.json(await listRefundRequests(c.var.deps.db)))
  .post(
    '/admin/refund-requests/:id/reject',
    validate('param', uuidParam),
    validate('json', rejectRefundRequestInput),
    async (c) =>
      c.json(
        await rejectRefundRequest(c.var.deps.db, {
          adminId: c.var.user.id,
          id: c.req.valid('param').id,
          reason: c.req.valid('json').reason,
        }),
      ),
  )
  .get('/admin/contact-messages', validate('query', listContactMessagesQuery), async (c) =>
    c.json(await listContactMessages(c.var.deps.db, c.req.valid('query'))),
  )
  .patch(
    '/admin/contact-messages/:id',
    validate('param', uuidParam),
    validate('json', setContactStatusInput),
    async (c) =>
      c.json(
        await setContactMessageStatus(c.var.deps.db, {
          adminId: c.var.user.id,
          id: c.req.valid('param').id,
          status: c.req.valid('json').status,
        }),
      ),
  )
  .post(
    '/admin/contact-messages/:id/replies',
    validate('param', uuidParam),
    validate('json', contactReplyInput),
    async (c) => {
      const replied = await replyToContactMessage(c.var.deps.db, {
        adminId: c.var.user.id,
        id: c.req.valid('param').id,
        body: c.req.valid('json').body,
      })
      const mailed = await notifyContactReply(c.var.deps, replied)
      return c.json({ id: replied.reply.id, createdAt: replied.reply.createdAt.toISOString(), mailed }, 201)
    },
  )
  // Sample outputs (decision 0026): attached as drafts, reviewed, published; every change audited.
  .get('/admin/templates/:id/samples', validate('param', idParam), async (c) =>
    c.json(await listSampleOutputs(c.var.deps.db, c.req.valid('param').id)),
  )
  .post(
    '/admin/templates/:id/samples',
    validate('param', idParam),
    validate('json', sampleOutputInput),
    async (c) =>
      c.json(
        await attachSampleOutput(c.var.deps.db, {
          actorId: c.var.user.id,
          templateId: c.req.valid('param').id,
          values: c.req.valid('json'),
        }),
        201,
      ),
  )
  // Issue 22: a configured model answers the sample persona's prompt; the answer is stored as a draft (no charge).
  .post(
    '/admin/templates/:id/samples/generate',
    validate('param', idParam),
    validate('json', generateSampleInput),
    async (c) => {
      // A closed tab or a server shutting down stops the model; nothing is stored then.
      const signal = AbortSignal.any([c.req.raw.signal, c.var.deps.stopping])
      const generated = await generateSampleOutput(c.var.deps.db, {
        actorId: c.var.user.id,
        templateId: c.req.valid('param').id,
        modelId: c.req.valid('json').modelId,
        models: c.var.deps.env.AI_MODELS,
        port: c.var.deps.models,
        signal,
      })
      return c.json(generated satisfies GeneratedSample, 201)
    },
  )
  .patch(
    '/admin/samples/:id',
    validate('param', uuidParam),
    validate('json', sampleOutputStatusInput),
    async (c) => {
      const { events } = await setSampleOutputStatus(c.var.deps.db, {
        adminId: c.var.user.id,
        id: c.req.valid('param').id,
        status: c.req.valid('json').status,
      })
      for (const e of events) c.var.deps.events.publish(e)
      return c.json({ status: c.req.valid('json').status })
    },
  )
  .delete('/admin/samples/:id', validate('param', uuidParam), async (c) => {
    const { events } = await deleteSampleOutput(c.var.deps.db, {
      adminId: c.var.user.id,
      id: c.req.valid('param').id,
    })
    for (const e of events) c.var.deps.events.publish(e)
    return c.json({ deleted: true })
  })
  // Creator applications (decision 0034): pending first; a decision is e-mailed to the applicant after commit.
  .get('/admin/creators', validate('query', listCreatorApplicationsQuery), async (c) =>
    c.json(await listCreatorApplications(c.var.deps.db, c.req.valid('query'))),
  )
  .post(
    '/admin/creators/:id/decision',
    validate('param', uuidParam),
    validate('json', creatorDecisionInput),
    async (c) => {
      const decided = await decideCreatorApplication(c.var.deps.db, {
        adminId: c.var.user.id,
        id: c.req.valid('param').id,
        decision: c.req.valid('json'),
      })
      const mailed = await notifyCreatorDecision(c.var.deps, decided)
      return c.json({ id: decided.creator.id, status: decided.creator.status, mailed })
    },
  )
  .post(
    '/admin/creators/:id/suspension',
    validate('param', uuidParam),
    validate('json', creatorSuspensionInput),
    async (c) => {
      const { result, events } = await setCreatorSuspension(c.var.deps.db, {
        adminId: c.var.user.id,
        id: c.req.valid('param').id,
        change: c.req.valid('json'),
      })
      for (const e of events) c.var.deps.events.publish(e)
      return c.json(result)
    },
  )
  // The review queue (decision 0035): creators' versions waiting, oldest first; a decision is e-mailed after commit.
  .get('/admin/reviews', async (c) => c.json(await listReviewQueue(c.var.deps.db)))
  .get('/admin/reviews/:versionId', validate('param', versionParam), async (c) =>
    c.json(await getReview(c.var.deps.db, c.req.valid('param').versionId)),
  )
  .post(
    '/admin/reviews/:versionId/decision',
    validate('param', versionParam),
    validate('json', reviewDecisionInput),
    async (c) => {
      const decided = await decideReview(c.var.deps.db, {
        adminId: c.var.user.id,
        versionId: c.req.valid('param').versionId,
        decision: c.req.valid('json'),
      })
      for (const e of decided.events) c.var.deps.events.publish(e)
      const mailed = await notifyReviewDecision(c.var.deps, decided)
      return c.json({
        versionId: decided.version.id,
        templateId: decided.version.templateId,
        status: decided.version.status as ReviewDecisionResult['status'],
        mailed,
      } satisfies ReviewDecisionResult)
    },
  )
