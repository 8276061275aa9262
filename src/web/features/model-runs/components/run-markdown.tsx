import Markdown from 'react-markdown'

// A model's answer as Markdown: raw HTML in it is dropped (skipHtml), and react-markdown's default URL check keeps
// javascript: and other unsafe links out, so an answer can never run script in the page.
export function RunMarkdown({ text }: { text: string }) {
  return (
    <div
      data-testid="run-output"
      className="space-y-3 break-words text-[0.92rem] leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.85em] [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:text-slate-100 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_th]:border [&_th]:border-slate-200 [&_th]:px-2 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5"
    >
      <Markdown skipHtml>{text}</Markdown>
    </div>
  )
}
