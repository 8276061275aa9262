import type { PublicTemplate } from '../../../../shared/catalog/public-template.ts'
import { outcomesFor } from '../../../../shared/catalog/display-card.ts'
import { detailRings } from '../detail-rings.ts'
import { DetailHeading } from './detail-heading.tsx'
import { CheckList, DetailSections, Section } from './detail-sections.tsx'
import { PromptPreviewSection } from './prompt-preview-section.tsx'
import { SampleOutputsSection } from './sample-outputs-section.tsx'
import { PurchaseCard } from './purchase-card.tsx'
import { StatRing } from './stat-ring.tsx'
import { TierExplainer } from './tier-explainer.tsx'
import { TryPreviewSection } from '../../model-runs/public.ts'

/** The one data-driven detail page of spec 2, for /prompts/{slug} and /prompt/{id}. */
export function PromptDetailView({ template }: { template: PublicTemplate }) {
  const rings = detailRings(template)
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <DetailHeading template={template}>
          {rings.length > 0 && (
            <div className="mt-8 grid grid-cols-3 gap-2 rounded-2xl bg-white px-2 py-5 ring-1 ring-slate-200 sm:flex sm:justify-start sm:gap-12 sm:p-6">
              {rings.map((r) => (
                <StatRing key={r.label} ring={r} />
              ))}
            </div>
          )}
        </DetailHeading>

        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label="Purchase">
          <div className="lg:sticky lg:top-24">
            <PurchaseCard template={template} />
          </div>
        </aside>

        <div className="min-w-0 space-y-12 lg:col-start-1">
          {template.detail ? (
            <DetailSections detail={template.detail} />
          ) : (
            <Section title="What You'll Walk Away With">
              <CheckList items={outcomesFor(template.name)} />
            </Section>
          )}
          <PromptPreviewSection templateId={template.id} />
          <TryPreviewSection templateId={template.id} />
          <SampleOutputsSection templateId={template.id} />
          <TierExplainer tier={template.tier} />
        </div>
      </div>
    </div>
  )
}
