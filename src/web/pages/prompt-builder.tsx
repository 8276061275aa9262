import { Link } from 'react-router'
import { Cloud, Coins, Globe2, PencilLine, Percent, Share2, Sparkles, Store, Tag, Wand2 } from 'lucide-react'
import { Button } from '../components/ui/button.tsx'
import { cn } from '../lib/cn.ts'
import { paths } from '../config/paths.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import { CreatorApplication } from '../features/creators/components/creator-application.tsx'
import { creatorSharePercent } from '../../shared/earnings/creator-share.ts'

// Spec 2: a public 'Coming Soon' teaser for the builder itself, which promises no dates or numbers. The share is
// what we pay (85%, issue 24; the spec said 70%: docs/deviations.md). Applying is live (issue 23, decision 0034).
const steps = [
  { title: 'Describe your idea', text: 'Tell the builder what your prompt should help people do.' },
  { title: 'Shape the questions', text: 'Choose the questions buyers answer so every result is personal.' },
  { title: 'Test and refine', text: 'Try your prompt with real answers and polish it until it shines.' },
  {
    title: 'List and earn',
    text: `Publish it to the marketplace, set your price and keep ${creatorSharePercent}% of each sale.`,
  },
]

const features = [
  {
    icon: Wand2,
    title: 'AI-powered builder',
    text: 'Turn a rough idea into a structured prompt with AI help.',
  },
  { icon: PencilLine, title: 'Easy editing', text: 'Change questions and wording in a simple editor.' },
  { icon: Cloud, title: 'Cloud storage', text: 'Your drafts and versions are kept safe in your account.' },
  { icon: Share2, title: 'Share and collaborate', text: 'Invite others to review and improve your prompts.' },
  { icon: Store, title: 'Marketplace listing', text: 'List finished prompts for everyone on PromptMarket.' },
  { icon: Coins, title: 'Earn money', text: 'Get paid each time someone buys your prompt.' },
]

const pitch = [
  { icon: Tag, title: 'Set Your Price', text: 'Choose the tier and price that fit your prompt.' },
  { icon: Globe2, title: 'Global Reach', text: 'Your prompt is available to every PromptMarket visitor.' },
  {
    icon: Percent,
    title: `Keep ${creatorSharePercent}%`,
    text: `Creators keep ${creatorSharePercent}% of every sale.`,
  },
]

export default function PromptBuilderPage() {
  usePageMeta(
    'Prompt Builder: Coming Soon',
    `Build your own prompt templates, list them on the marketplace and keep ${creatorSharePercent}% of every sale. Coming soon.`,
  )
  return (
    <div className="mx-auto max-w-6xl space-y-16 px-4 py-10 sm:px-6 sm:py-16">
      <header className="mx-auto max-w-3xl text-center">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          <Sparkles className="size-4" aria-hidden /> Coming Soon
        </span>
        <h1 className="mt-4 text-balance text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Prompt Builder
        </h1>
        <p className="mt-4 text-pretty text-lg text-slate-600">
          Create your own prompt templates, share them with others and sell them on the marketplace.
        </p>
        <CallsToAction className="justify-center" />
      </header>

      <section aria-labelledby="apply-heading" id="apply" className="mx-auto max-w-3xl scroll-mt-24">
        <h2 id="apply-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Become a creator
        </h2>
        <p className="mt-2 text-slate-600">
          Applications are open. Tell us who you are; a person on our team reviews every application and
          e-mails you the decision. Approved creators build and sell their templates here as the builder
          opens.
        </p>
        <div className="mt-6">
          <CreatorApplication />
        </div>
      </section>

      <section aria-labelledby="how-heading">
        <h2 id="how-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          How It Will Work
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((s, i) => (
            <li key={s.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <span
                className="grid size-9 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
                aria-hidden
              >
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">
                <span className="sr-only">Step {i + 1}: </span>
                {s.title}
              </h3>
              <p className="mt-1 text-sm text-slate-600">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="features-heading">
        <h2 id="features-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Upcoming features
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => (
            <li key={f.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <f.icon className="size-6 text-brand-600" aria-hidden />
              <h3 className="mt-3 font-semibold text-slate-900">{f.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="pitch-heading"
        className="rounded-3xl bg-slate-900 px-6 py-10 text-white sm:px-10"
      >
        <h2 id="pitch-heading" className="text-2xl font-bold sm:text-3xl">
          Sell your prompts on the marketplace
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {pitch.map((p) => (
            <li key={p.title}>
              <p.icon className="size-6 text-indigo-300" aria-hidden />
              <h3 className="mt-2 text-lg font-semibold">{p.title}</h3>
              <p className="mt-1 text-sm text-slate-300">{p.text}</p>
            </li>
          ))}
        </ul>
        <CallsToAction />
      </section>
    </div>
  )
}

function CallsToAction({ className }: { className?: string }) {
  return (
    <div className={cn('mt-8 flex flex-wrap gap-3', className)}>
      <Button asChild size="lg">
        <Link to={paths.browse()}>Browse Prompts</Link>
      </Button>
      <Button asChild size="lg" variant="secondary">
        <Link to={paths.credits()}>Get Credits</Link>
      </Button>
    </div>
  )
}
