import { useEffect, useRef, useState } from 'react'
import { Check, Copy } from 'lucide-react'
import { toast } from '../../lib/toast.ts'
import { Button } from './button.tsx'

// Spec 9: the copied flag lasts 2 s.
const copiedMs = 2000

/** Copies `value` to the clipboard, with the spec's 'Copied!' / 'Failed to copy to clipboard' toasts. */
export function CopyButton({
  value,
  label,
  className,
  variant = 'secondary',
  size = 'sm',
}: {
  value: string
  /** What is copied, for the accessible name ("Copy gift code"). */
  label: string
  className?: string
  variant?: 'primary' | 'secondary' | 'ghost'
  size?: 'sm' | 'md' | 'icon'
}) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      toast.success('Copied!')
      setCopied(true)
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => setCopied(false), copiedMs)
    } catch {
      toast.error('Failed to copy to clipboard')
    }
  }

  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      className={className}
      onClick={copy}
      aria-label={label}
    >
      {copied ? <Check aria-hidden className="text-emerald-600" /> : <Copy aria-hidden />}
      {size === 'icon' ? null : copied ? 'Copied' : 'Copy'}
    </Button>
  )
}
