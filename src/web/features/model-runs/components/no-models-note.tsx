import { PlugZap } from 'lucide-react'

/** What Run says while no model is connected (AI_MODELS unset): how to connect one. */
export function NoModelsNote() {
  return (
    <div
      className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
      data-testid="no-models"
    >
      <PlugZap className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-medium">No AI model is connected to this marketplace yet.</p>
        <p className="mt-1">
          The site&apos;s administrator connects one by setting <code className="font-mono">AI_MODELS</code>:
          an API key for OpenAI, OpenRouter or Anthropic, or a local Ollama. The README&apos;s “Run it here”
          section shows how. Until then, copy the prompt or open it in your AI app.
        </p>
      </div>
    </div>
  )
}
