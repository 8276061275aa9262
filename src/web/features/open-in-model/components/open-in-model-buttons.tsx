import { Copy, ExternalLink } from 'lucide-react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../lib/cn.ts'
import { openTarget, type AiApp } from '../../../../shared/ai-apps/ai-apps.ts'
import { useAiApps } from '../api/get-ai-apps.ts'

/**
 * "Open in ChatGPT / Claude / ..." for a generated prompt. Each app that takes a prompt in its address gets a
 * plain link; when the prompt is too long for an address, the button copies it and opens the app instead.
 */
export function OpenInModelButtons({
  prompt,
  title,
  className,
}: {
  prompt: string
  /** What is opened, for screen readers ("Open Spring in Japan in ChatGPT"). */
  title?: string
  className?: string
}) {
  const { data, isError } = useAiApps()
  if (isError || data?.apps.length === 0) return null
  return (
    <div
      role="group"
      aria-label="Open in an AI model"
      className={cn('flex flex-wrap items-center gap-2', className)}
      data-testid="open-in-model"
    >
      <span className="text-sm font-medium text-slate-600">Open in</span>
      {data
        ? data.apps.map((app) => (
            <OpenInApp
              key={app.id}
              app={app}
              prompt={prompt}
              title={title}
              maxUrlLength={data.maxUrlLength}
            />
          ))
        : [0, 1, 2].map((i) => (
            <span key={i} className="h-8 w-24 animate-pulse rounded-lg bg-slate-100" aria-hidden />
          ))}
    </div>
  )
}

function OpenInApp({
  app,
  prompt,
  title,
  maxUrlLength,
}: {
  app: AiApp
  prompt: string
  title?: string
  maxUrlLength: number
}) {
  const target = openTarget(app, prompt, maxUrlLength)
  const what = title ? ` ${title}` : ''

  if (target.kind === 'direct')
    return (
      <Button asChild variant="secondary" size="sm">
        <a href={target.url} target="_blank" rel="noopener noreferrer" data-testid={`open-in-${app.id}`}>
          {app.name}
          <ExternalLink aria-hidden />
          <span className="sr-only">
            {' '}
            (open{what} in {app.name}, new tab)
          </span>
        </a>
      </Button>
    )

  // Too long for an address: copy first, then open the app in the same click so pop-up blockers allow it.
  const copyAndOpen = () => {
    const copied = navigator.clipboard?.writeText(prompt) ?? Promise.reject(new Error('No clipboard'))
    window.open(target.url, '_blank', 'noopener,noreferrer')
    copied.then(
      () =>
        toast.success('Copied!', {
          description: `The prompt is too long to send directly: paste it into ${app.name}.`,
        }),
      () => toast.error('Failed to copy to clipboard'),
    )
  }
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      onClick={copyAndOpen}
      title={`Copies the prompt and opens ${app.name}: paste it there`}
      data-testid={`open-in-${app.id}`}
    >
      <Copy aria-hidden />
      {app.name}
      <ExternalLink aria-hidden />
      <span className="sr-only">
        {' '}
        (copy{what} and open {app.name}, new tab)
      </span>
    </Button>
  )
}
