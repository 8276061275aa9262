import { categories } from '../../../shared/catalog/categories.ts'
import { tierPrices } from '../../../shared/catalog/tiers.ts'
import type { TemplateValues } from '../../../shared/admin/template-input.ts'

/** The prompt_templates columns of a validated form: the category stored by name, prices from the tier unless overridden. */
export function templateColumns(v: TemplateValues) {
  const price = v.priceOverride ?? {
    creditsCost: tierPrices[v.tier].credits,
    priceCents: tierPrices[v.tier].priceCents,
  }
  return {
    slug: v.slug,
    staticPage: v.staticPage,
    name: v.name,
    description: v.description,
    howToUse: v.howToUse,
    status: v.status,
    tier: v.tier,
    category: categories.find((c) => c.key === v.category)!.name,
    creditsCost: price.creditsCost,
    priceCents: price.priceCents,
    masterPrompt: v.masterPrompt,
    questions: v.questions,
    detail: v.detail,
    promptLines: v.promptLines,
  }
}
