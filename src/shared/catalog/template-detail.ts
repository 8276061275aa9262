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
