import { FileDown, History, PencilLine, Share2 } from 'lucide-react'

// Spec 1 marketing claims: save versions, edit, export to PDF or text, share with team members.
const blocks = [
  {
    icon: History,
    title: 'Save versions',
    text: 'Keep every customisation you make and come back to earlier versions.',
  },
  {
    icon: PencilLine,
    title: 'Edit any time',
    text: 'Change your answers as life changes and generate a fresh prompt.',
  },
  {
    icon: FileDown,
    title: 'Export to PDF or text',
    text: 'Take your finished prompt anywhere as a PDF or plain text.',
  },
  {
    icon: Share2,
    title: 'Share with your team',
    text: 'Share a customised prompt with team members who need it too.',
  },
]

export function ValueBlocks() {
  return (
    <section aria-labelledby="value-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <h2 id="value-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        One purchase, a prompt that keeps working for you
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {blocks.map((b) => (
          <li
            key={b.title}
            className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:block"
          >
            <b.icon className="size-6 shrink-0 text-brand-600" aria-hidden />
            <div>
              <h3 className="font-semibold text-slate-900 sm:mt-3">{b.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{b.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
