// The admin feature's one door on the web: what other features use (the creator studio reuses the template
// editor's parts; earnings the bar chart); everything else stays inside.
export { BarChart, type Bar } from './components/bar-chart.tsx'
export { TemplatePreview } from './components/template-preview.tsx'
export { PreviewFrame, usePreview } from './components/preview-frame.tsx'
export { FormSection } from './components/template-form/form-section.tsx'
export { ChoiceField } from './components/template-form/choice-field.tsx'
export { IssuesAlert } from './components/template-form/issues-alert.tsx'
export { MasterPromptSection } from './components/template-form/master-prompt-section.tsx'
export { QuestionsSection } from './components/template-form/questions-section.tsx'
export { DetailPageSection } from './components/template-form/detail-page-section.tsx'
export { bindText } from './components/template-form/text-binding.ts'
export { describePath, toForm, toInput, toQuestion, type TemplateForm } from './lib/template-form.ts'
