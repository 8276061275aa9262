import { useState } from 'react'
import { Link } from 'react-router'
import { CheckCircle2 } from 'lucide-react'
import { paths } from '../../../config/paths.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { FieldError } from '../../../components/ui/input.tsx'
import { SelectField, TextareaField, TextField } from '../../../components/form-field.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import {
  contactLimits,
  contactMessageInput,
  contactTopics,
  type ContactTopic,
} from '../../../../shared/support/contact.ts'
import { useSendContactMessage } from '../api/send-contact-message.ts'

export type OrderChoice = { id: string; label: string }

type Fields = { name: string; email: string; topic: string; message: string; order: string; website: string }
type Errors = Partial<Record<keyof Fields | 'form', string>>

const isTopic = (t: string | null): t is ContactTopic => contactTopics.some((x) => x.value === t)

/**
 * The contact form for visitors and members. A member's e-mail is filled in and their orders are offered in a
 * list; a visitor types an order number if they have one. The `website` field is a honeypot for robots.
 */
export function ContactForm({
  member,
  orders,
  initialTopic,
}: {
  member: { name: string; email: string } | null
  orders: OrderChoice[]
  initialTopic: string | null
}) {
  const blank = (): Fields => ({
    name: member?.name ?? '',
    email: member?.email ?? '',
    topic: isTopic(initialTopic) ? initialTopic : '',
    message: '',
    order: '',
    website: '',
  })
  const [fields, setFields] = useState<Fields>(blank)
  const [errors, setErrors] = useState<Errors>({})
  const [sentTo, setSentTo] = useState<string | null>(null)
  const send = useSendContactMessage()
  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }))

  if (sentTo)
    return (
      <Card className="space-y-4 p-6 text-center sm:p-8" role="status">
        <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden />
        <h2 className="text-xl font-semibold text-slate-900">Thank you, your message was sent</h2>
        <p className="text-slate-600">
          We will answer by e-mail at <strong className="text-slate-900">{sentTo}</strong>.
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setFields(blank())
            setSentTo(null)
          }}
        >
          Send another message
        </Button>
      </Card>
    )

  return (
    <Card className="p-5 sm:p-8">
      <form
        noValidate
        aria-label="Contact form"
        className="space-y-5"
        onSubmit={(e) => {
          e.preventDefault()
          const parsed = contactMessageInput.safeParse({
            name: fields.name,
            email: fields.email,
            topic: fields.topic,
            message: fields.message,
            website: fields.website || undefined,
            ...(member
              ? fields.order
                ? { orderId: fields.order }
                : {}
              : fields.order.trim()
                ? { orderReference: fields.order }
                : {}),
          })
          if (!parsed.success) {
            const next: Errors = {}
            for (const issue of parsed.error.issues) {
              const key =
                issue.path[0] === 'orderId' || issue.path[0] === 'orderReference' ? 'order' : issue.path[0]
              if (typeof key === 'string' && !(key in next)) next[key as keyof Fields] = issue.message
            }
            return setErrors(next)
          }
          setErrors({})
          send.mutate(parsed.data, {
            onSuccess: () => setSentTo(parsed.data.email),
            onError: (err) =>
              setErrors({
                form:
                  err instanceof ApiError && err.status < 500
                    ? err.message
                    : 'Your message could not be sent. Please try again.',
              }),
          })
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Your name"
            name="name"
            autoComplete="name"
            maxLength={contactLimits.name}
            value={fields.name}
            onChange={set('name')}
            error={errors.name}
          />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={set('email')}
            error={errors.email}
            hint={member ? 'The address of your account. We answer here.' : 'We answer here.'}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Topic"
            name="topic"
            value={fields.topic}
            onChange={set('topic')}
            error={errors.topic}
          >
            <option value="">Choose a topic</option>
            {contactTopics.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </SelectField>
          {member ? (
            <SelectField
              label="Order (optional)"
              name="order"
              value={fields.order}
              onChange={set('order')}
              error={errors.order}
            >
              <option value="">{orders.length ? 'Not about an order' : 'You have no orders yet'}</option>
              {orders.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </SelectField>
          ) : (
            <TextField
              label="Order number (optional)"
              name="order"
              maxLength={contactLimits.orderReference}
              value={fields.order}
              onChange={set('order')}
              error={errors.order}
              hint="From your receipt or e-mail, if your message is about an order."
            />
          )}
        </div>
        <TextareaField
          label="Message"
          name="message"
          rows={7}
          maxLength={contactLimits.message.max}
          value={fields.message}
          onChange={set('message')}
          error={errors.message}
          hint={`At least ${contactLimits.message.min} characters. ${fields.message.length} / ${contactLimits.message.max}`}
        />
        {/* Robots fill in every field; people never see this one, nor do screen readers. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Website
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={fields.website}
              onChange={set('website')}
            />
          </label>
        </div>
        <FieldError>{errors.form}</FieldError>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-slate-500">
            We keep your message to answer it; see our{' '}
            <Link className="underline" to={paths.privacy()}>
              privacy policy
            </Link>
            .
          </p>
          <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
            {send.isPending ? 'Sending...' : 'Send message'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
