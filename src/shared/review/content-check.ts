// The word check of the review queue (issue 23): phrases that point at content PromptMarket does not sell. A hit is
// a prompt for the reviewer to read closely, not a verdict; the patterns are phrases rather than single words where
// a word alone has innocent uses ("shoot a video", "kill time", "drug interactions"), so honest templates stay quiet
// (the launch catalogue is checked for no hits in launch-catalogue-content-check.test.ts).

export type ContentCategory = 'weapons' | 'sexual' | 'hate' | 'self-harm' | 'drugs' | 'guarantees' | 'fraud'

export const contentCategoryLabels: Record<ContentCategory, string> = {
  weapons: 'Weapons and explosives',
  sexual: 'Explicit sexual content',
  hate: 'Hate and harassment',
  'self-harm': 'Self-harm',
  drugs: 'Illegal drugs',
  guarantees: 'Medical or financial guarantees',
  fraud: 'Fraud and hacking',
}

type Rule = { category: ContentCategory; pattern: RegExp }

const rules: Rule[] = [
  {
    category: 'weapons',
    pattern:
      /\b(?:pipe bombs?|nail bombs?|car bombs?|(?:build|make|making|assemble)\s+(?:a\s+|an\s+)?(?:bomb|explosive|detonator|silencer|suppressor)s?|ghost guns?|untraceable (?:guns?|firearms?|weapons?)|3d[- ]printed (?:guns?|firearms?)|homemade (?:guns?|firearms?|explosives?)|napalm|molotov cocktails?|full[- ]auto conversion|bump stocks?)\b/gi,
  },
  {
    category: 'sexual',
    pattern:
      /\b(?:porn(?:ography|ographic)?|sexually explicit|explicit sex(?:ual)?|erotic (?:role[- ]?play|stories|story|fiction|chat)|nsfw|sexting|send nudes|nude (?:photos?|pics?|images?|selfies?)|onlyfans|fetish(?:es)?|hentai)\b/gi,
  },
  {
    category: 'hate',
    pattern:
      /\b(?:white (?:power|supremacy|supremacist)|master race|ethnic cleansing|racial slurs?|racist jokes?|hate speech|(?:inferior|subhuman) (?:race|races|people)|holocaust (?:denial|hoax)|gas the)\b/gi,
  },
  {
    category: 'self-harm',
    pattern:
      /\b(?:kill (?:yourself|myself)|suicide (?:methods?|notes?|plans?)|ways to (?:die|commit suicide)|how to (?:commit suicide|self[- ]harm)|self[- ]harm (?:tips|methods)|cutting (?:yourself|myself)|pro[- ]ana|thinspiration|starve (?:yourself|myself))\b/gi,
  },
  {
    category: 'drugs',
    pattern:
      /\b(?:cocaine|heroin|methamphetamine|crystal meth|meth lab|fentanyl|mdma|ecstasy pills?|lsd|magic mushrooms|psilocybin|(?:buy|sell|selling|buying|grow|growing|cook|cooking)\s+(?:weed|cannabis|marijuana|drugs|meth|crack)|drug dealing|dark ?web market)\b/gi,
  },
  {
    category: 'guarantees',
    pattern:
      /\b(?:guaranteed (?:cure|returns?|profits?|income|weight loss|results|to (?:cure|heal|win|make money|double))|cures? (?:cancer|diabetes|autism|hiv|depression)|miracle cure|risk[- ]free (?:investment|returns?|profits?)|double your money|get rich quick|no risk,? (?:all|high) (?:reward|returns?)|replace your (?:doctor|medication)|stop taking your medication)\b/gi,
  },
  {
    category: 'fraud',
    pattern:
      /\b(?:phishing (?:emails?|pages?|kits?|sites?)|fake (?:ids?|passports?|reviews?|invoices?|doctor'?s? notes?)|credit card fraud|carding|steal (?:passwords?|credentials|identities|an identity)|hack (?:into|someone'?s?)|bypass (?:2fa|two[- ]factor)|keyloggers?|ransomware|money laundering|launder money)\b/gi,
  },
]

/** One text of a template, named for the reviewer ("Master prompt", "Question 3"). */
export type CheckedText = { field: string; text: string }

/** A phrase that matched: where, which rule, and the words around it for the console to highlight. */
export type ContentHit = {
  field: string
  category: ContentCategory
  term: string
  before: string
  after: string
}

const context = 60

/** Every match of every rule in the texts, in field order; repeated terms in one field are reported once. */
export function checkContent(texts: readonly CheckedText[]): ContentHit[] {
  const hits: ContentHit[] = []
  for (const { field, text } of texts) {
    const seen = new Set<string>()
    for (const { category, pattern } of rules)
      for (const m of text.matchAll(pattern)) {
        const term = m[0]
        const key = `${category}:${term.toLowerCase()}`
        if (seen.has(key)) continue
        seen.add(key)
        const start = m.index
        const end = start + term.length
        hits.push({
          field,
          category,
          term,
          before: (start > context ? '…' : '') + text.slice(Math.max(0, start - context), start),
          after: text.slice(end, end + context) + (end + context < text.length ? '…' : ''),
        })
      }
  }
  return hits
}

type CheckableTemplate = {
  name: string
  description: string
  howToUse: string
  masterPrompt: string
  changelog?: string
  questions: readonly {
    question?: string
    placeholder?: string
    example?: string
    options?: readonly string[]
    section?: string
    customPlaceholder?: string
  }[]
  detail?: {
    whatItDoes: string
    whatYouGet: readonly string[]
    whoFor: readonly string[]
    features: readonly { title: string; description: string }[]
    howItWorks: readonly { title: string; description: string }[]
  } | null
}

/** The texts of a template that buyers or the model read, each named for the reviewer. */
export function templateTexts(t: CheckableTemplate): CheckedText[] {
  const d = t.detail
  return [
    { field: 'Name', text: t.name },
    { field: 'Description', text: t.description },
    { field: 'How to use', text: t.howToUse },
    { field: 'Master prompt', text: t.masterPrompt },
    ...(t.changelog ? [{ field: 'Changelog', text: t.changelog }] : []),
    ...t.questions.map((q, i) => ({
      field: `Question ${i + 1}`,
      text: [q.section, q.question, q.placeholder, q.customPlaceholder, q.example, ...(q.options ?? [])]
        .filter(Boolean)
        .join('\n'),
    })),
    ...(d
      ? [
          { field: 'What this prompt does', text: d.whatItDoes },
          { field: "What you'll walk away with", text: d.whatYouGet.join('\n') },
          { field: 'Who this is for', text: d.whoFor.join('\n') },
          { field: 'Features', text: d.features.map((f) => `${f.title}\n${f.description}`).join('\n') },
          { field: 'How it works', text: d.howItWorks.map((s) => `${s.title}\n${s.description}`).join('\n') },
        ]
      : []),
  ].filter((x) => x.text.trim() !== '')
}
