import type { ReactNode } from 'react'
import { CheckCircle2, Sparkles } from 'lucide-react'
import type { PublicTemplateDetail as TemplateDetail } from '../../../../shared/catalog/template-detail.ts'
import { Card } from '../../../components/ui/card.tsx'

// The content sections of a detail page (spec 2), each shown only when the template has its content.

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

export function FeatureGrid({ features }: { features: TemplateDetail['features'] }) {
  if (!features.length) return null
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Features">
      {features.map((f) => (
        <li key={f.title}>
          <Card className="h-full p-5">
            <Sparkles className="size-5 text-brand-600" aria-hidden />
            <h3 className="mt-2 font-semibold text-slate-900">{f.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{f.description}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}

export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2.5">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

export function Steps({ steps }: { steps: TemplateDetail['howItWorks'] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {steps.map((s, i) => (
        <li key={s.title} className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <span
            className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
            aria-hidden
          >
            {i + 1}
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">
              <span className="sr-only">Step {i + 1}: </span>
              {s.title}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{s.description}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}

/** Every content section of a template's detail, in the order of spec 2. */
export function DetailSections({
  detail,
  featuresTitle = 'What you get inside',
}: {
  detail: TemplateDetail
  featuresTitle?: string
}) {
  return (
    <>
      {detail.features.length > 0 && (
        <Section title={featuresTitle}>
          <FeatureGrid features={detail.features} />
        </Section>
      )}
      {detail.whoFor.length > 0 && (
        <Section title="Who This Is For">
          <CheckList items={detail.whoFor} />
        </Section>
      )}
      {detail.howItWorks.length > 0 && (
        <Section title="How It Works">
          <Steps steps={detail.howItWorks} />
        </Section>
      )}
      {detail.whatItDoes && (
        <Section title="What This Prompt Does">
          <p className="leading-relaxed text-slate-700">{detail.whatItDoes}</p>
        </Section>
      )}
      {detail.whatYouGet.length > 0 && (
        <Section title="What You'll Walk Away With">
          <CheckList items={detail.whatYouGet} />
        </Section>
      )}
    </>
  )
}
