// Detail-page content of a template (spec 2, "Static prompt detail pages").
export type TemplateDetail = {
  minutes: number
  ring: { label: 'Depth' | 'Accuracy' | 'Speed' | 'Success'; percent: number }
  features: { title: string; description: string }[]
  whoFor: string[]
  howItWorks: { title: string; description: string }[]
  whatItDoes: string
  whatYouGet: string[]
}

/** What the public sees of it: the percentage ring was a constant with nothing measured behind it (decision 0026). */
export type PublicTemplateDetail = Omit<TemplateDetail, 'ring'>
