import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { requireUser } from '../auth/public.ts'
import { currentBalance } from '../credits/public.ts'
import { publishBalance } from '../realtime/public.ts'
import { toPublicModel } from '../../../shared/model-runs/ai-models.ts'
import { startRunInput, toRunSseMessage, type RunEvent } from '../../../shared/model-runs/run-contracts.ts'
import { startModelRuns } from './start-model-runs.ts'
import { streamModelRun } from './stream-model-run.ts'
import { openModelStream, type OpenedModelStream } from './open-model-stream.ts'
import { listRuns } from './list-runs.ts'
import { startPreview, defaultPreviewLimits } from './start-preview.ts'
import { streamPreview } from './stream-preview.ts'
import { clientIp } from '../../lib/client-ip.ts'
import {
  startPreviewInput,
  toPreviewSseMessage,
  type PreviewEvent,
} from '../../../shared/model-runs/preview-contracts.ts'
import { toRunSummary } from './run-row.ts'

const idParam = z.object({ id: z.string().min(1).max(100, 'Customization not found') })

export const modelRunsRoutes = new Hono<AppEnv>()
  .get('/models', (c) => c.json({ models: c.var.deps.env.AI_MODELS.map(toPublicModel) }))
  .get('/customizations/:id/runs', requireUser, validate('param', idParam), async (c) => {
    const items = await listRuns(c.var.deps.db, {
      userId: c.var.user.id,
      customizationId: c.req.valid('param').id,
    })
    return c.json({ items })
  })
  // Starts a run (a refusal is a JSON 4xx before any stream), then streams every model's answer as SSE until all end.
  .post('/model-runs', requireUser, validate('json', startRunInput), async (c) => {
    const deps = c.var.deps
    const userId = c.var.user.id
    const { customizationId, modelIds } = c.req.valid('json')
    // The member's Stop and a closed tab both end the request; a server shutting down ends it too.
    const controller = new AbortController()
    const stop = () => controller.abort()
    deps.stopping.addEventListener('abort', stop, { once: true })
    // The model calls open as soon as the start has passed its checks, while the reservation commits (0032).
    const opened = new Map<string, OpenedModelStream>()
    let started
    try {
      started = await startModelRuns(deps.db, {
        userId,
        customizationId,
        modelIds,
        models: deps.env.AI_MODELS,
        onAllowed: (prompt, ids) => {
          for (const modelId of ids)
            opened.set(modelId, openModelStream(deps.models, { modelId, prompt, signal: controller.signal }))
        },
      })
    } catch (err) {
      stop()
      deps.stopping.removeEventListener('abort', stop)
      throw err
    }
    const { prompt, runs } = started
    c.header('Cache-Control', 'no-cache, no-transform')
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(c, async (stream) => {
      stream.onAbort(stop)
      let writing = Promise.resolve()
      const send = (event: RunEvent) => {
        writing = writing
          .then(() => (controller.signal.aborted ? undefined : stream.writeSSE(toRunSseMessage(event))))
          .catch(stop)
        return writing
      }
      // The reservation reaches the member's other tabs once the first words are out (or every run has ended): its
      // balance query would otherwise run between the start and the provider call (PGlite works on this thread).
      let published = false
      const publishReservation = () => {
        if (published) return
        published = true
        void publishBalance(deps, userId)
      }
      try {
        for (const run of runs)
          void send({
            type: 'start',
            runId: run.id,
            modelId: run.modelId,
            modelLabel: run.modelLabel,
            reserved: run.reserved,
          })
        await Promise.all(
          runs.map(async (run) => {
            const settled = await streamModelRun(deps.db, {
              port: deps.models,
              run,
              prompt,
              signal: controller.signal,
              opened: opened.get(run.modelId),
              onText: (text) => void send({ type: 'delta', runId: run.id, text }).then(publishReservation),
            })
            await send({ type: 'done', run: toRunSummary(settled) })
          }),
        )
        await send({ type: 'end', balance: await currentBalance(deps.db, userId) })
        await writing
      } finally {
        deps.stopping.removeEventListener('abort', stop)
        await publishBalance(deps, userId)
      }
    })
  })
  // A free preview of a template the member does not own (decision 0033): a refusal is a JSON 4xx before any stream;
  // the stream carries only the model's answer, never the prompt it was made from.
  .post('/model-previews', requireUser, validate('json', startPreviewInput), async (c) => {
    const deps = c.var.deps
    const body = c.req.valid('json')
    const scale = deps.env.PREVIEW_LIMIT_SCALE
    const preview = await startPreview(deps.db, {
      userId: c.var.user.id,
      clientAddress: clientIp(c) ?? 'unknown',
      templateId: body.templateId,
      modelId: body.modelId,
      useSamplePersona: body.useSamplePersona,
      answers: body.answers,
      models: deps.env.AI_MODELS,
      limits: {
        perMember: defaultPreviewLimits.perMember * scale,
        perAddress: defaultPreviewLimits.perAddress * scale,
      },
    })
    c.header('Cache-Control', 'no-cache, no-transform')
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(c, async (stream) => {
      const controller = new AbortController()
      const stop = () => controller.abort()
      stream.onAbort(stop)
      deps.stopping.addEventListener('abort', stop, { once: true })
      let writing = Promise.resolve()
      const send = (event: PreviewEvent) => {
        writing = writing
          .then(() => (controller.signal.aborted ? undefined : stream.writeSSE(toPreviewSseMessage(event))))
          .catch(stop)
        return writing
      }
      try {
        void send({
          type: 'start',
          modelId: preview.modelId,
          modelLabel: preview.modelLabel,
          maxOutputTokens: preview.maxOutputTokens,
        })
        const outcome = await streamPreview(deps.db, {
          port: deps.models,
          preview,
          signal: controller.signal,
          onText: (text) => void send({ type: 'delta', text }),
        })
        await send({ type: 'done', ...outcome })
        await writing
      } finally {
        deps.stopping.removeEventListener('abort', stop)
      }
    })
  })
