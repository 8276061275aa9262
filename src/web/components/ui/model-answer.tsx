import Markdown from 'react-markdown'
import { cn } from '../../lib/cn.ts'

/**
 * Text a model wrote, shown as Markdown and nothing more: raw HTML is dropped (skipHtml), images are not loaded
 * (no tracking pixels), links open apart with no referrer, and react-markdown's default URL filter removes
 * javascript: and other unsafe addresses.
 */
export function ModelAnswer({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={cn(
        'space-y-3 text-sm leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:p-1.5 [&_th]:border [&_th]:border-slate-200 [&_th]:p-1.5 [&_ul]:list-disc',
        className,
      )}
    >
      <Markdown
        skipHtml
        disallowedElements={['img']}
        unwrapDisallowed
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
              {children}
            </a>
          ),
        }}
      >
        {text}
      </Markdown>
    </div>
  )
}
