import { useState } from 'react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextareaField } from '../../../components/form-field.tsx'
import { toastError } from '../../../lib/toast-error.ts'
import { contactReplyInput } from '../../../../shared/support/contact.ts'
import { useReplyToContactMessage } from '../api/reply-contact-message.ts'

/** The reply box under a contact message: sends the text to the sender by e-mail. */
export function ContactReplyForm({ messageId, to }: { messageId: string; to: string }) {
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const reply = useReplyToContactMessage()
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault()
        const parsed = contactReplyInput.safeParse({ body })
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the reply')
        setError(null)
        reply.mutate(
          { id: messageId, body: parsed.data.body },
          {
            onSuccess: (res) => {
              setBody('')
              if (res.mailed) toast.success(`Reply sent to ${to}`)
              else
                toast.error('Reply saved, but the e-mail could not be sent', {
                  description: 'Try again later.',
                })
            },
            onError: (err) => toastError(err, 'Could not send the reply'),
          },
        )
      }}
    >
      <TextareaField
        id={`reply-${messageId}`}
        label={`Reply to ${to}`}
        rows={4}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={error}
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {reply.isPending ? 'Sending...' : 'Send reply'}
        </Button>
      </div>
    </form>
  )
}
