import { TextField, TextareaField } from '../../../components/form-field.tsx'
import { addDays, maxDaysAhead, sydneyDate } from '../../../../shared/gifts/gift-calendar.ts'
import { giftMessageMax } from '../../../../shared/gifts/gift-recipient.ts'

export type RecipientDraft = { name: string; email: string; message: string; deliverOn: string }
export type RecipientErrors = Partial<Record<keyof RecipientDraft, string>>

/** The recipient's name and e-mail, a message (optional here) and the delivery date, today or later in Sydney. */
export function GiftRecipientFields({
  draft,
  errors,
  onChange,
  withMessage = true,
}: {
  draft: RecipientDraft
  errors: RecipientErrors
  onChange: (patch: Partial<RecipientDraft>) => void
  withMessage?: boolean
}) {
  const today = sydneyDate(new Date())
  return (
    <div className="space-y-4">
      <TextField
        label="Recipient's name"
        autoComplete="off"
        required
        maxLength={80}
        value={draft.name}
        error={errors.name}
        onChange={(e) => onChange({ name: e.target.value })}
      />
      <TextField
        label="Recipient's email"
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        value={draft.email}
        error={errors.email}
        onChange={(e) => onChange({ email: e.target.value })}
      />
      {withMessage ? (
        <TextareaField
          label={
            <>
              Message <span className="font-normal text-slate-500">(optional)</span>
            </>
          }
          rows={3}
          maxLength={giftMessageMax}
          value={draft.message}
          error={errors.message}
          hint={`${draft.message.length}/${giftMessageMax} characters`}
          onChange={(e) => onChange({ message: e.target.value })}
        />
      ) : null}
      <TextField
        label="Delivery date"
        type="date"
        required
        min={today}
        max={addDays(today, maxDaysAhead)}
        value={draft.deliverOn}
        error={errors.deliverOn}
        hint="Sydney time. Today sends it within a minute of payment."
        onChange={(e) => onChange({ deliverOn: e.target.value })}
      />
    </div>
  )
}
