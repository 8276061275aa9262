/** A model's answer as plain text, shown for the moment before the Markdown renderer has loaded. */
export function PlainAnswer({ text }: { text: string }) {
  return <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800">{text}</p>
}
