import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Plus } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx'
import { TextField } from '../../../components/form-field.tsx'
import { paths } from '../../../config/paths.ts'
import { toast } from '../../../lib/toast.ts'
import { toastError } from '../../../lib/toast-error.ts'
import { categories } from '../../../../shared/catalog/categories.ts'
import { formatAud, tierLabel, tierPrices, tiers, type Tier } from '../../../../shared/catalog/tiers.ts'
import type { CategoryKey } from '../../../../shared/catalog/categories.ts'
import { createStudioTemplateInput } from '../../../../shared/studio/studio-input.ts'
import { ChoiceField } from '../../admin/public.ts'
import { useCreateStudioTemplate } from '../api/create-studio-template.ts'

const categoryChoices = categories.map((c) => ({ value: c.key, label: c.name }))
const tierChoices = tiers.map((t) => ({
  value: t,
  label: `${tierLabel(t)}: ${tierPrices[t].credits} credits or ${formatAud(tierPrices[t].priceCents)}`,
}))

/** "New template": a name, a category and a tier make a private draft, then the editor opens. */
export function NewTemplateDialog() {
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [category, setCategory] = useState<CategoryKey>('tools')
  const [tier, setTier] = useState<Tier>('daily')
  const [error, setError] = useState<string | null>(null)
  const create = useCreateStudioTemplate()
  const navigate = useNavigate()
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden /> New template
        </Button>
      </DialogTrigger>
      <DialogContent
        title="New template"
        description="It stays a private draft until you submit it for review. You can change all of this later."
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault()
            const parsed = createStudioTemplateInput.safeParse({ name, category, tier })
            if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form')
            setError(null)
            create.mutate(parsed.data, {
              onSuccess: ({ template }) => {
                toast.success('Draft created', {
                  description: 'Add the questions and the master prompt next.',
                })
                navigate(paths.studio.template(template.id))
              },
              onError: (err) => toastError(err, 'Could not create the template'),
            })
          }}
        >
          <TextField
            id="new-template-name"
            label="Name"
            value={name}
            error={error}
            maxLength={200}
            onChange={(e) => setName(e.target.value)}
          />
          <ChoiceField
            id="new-template-category"
            label="Category"
            value={category}
            choices={categoryChoices}
            onChange={setCategory}
          />
          <ChoiceField
            id="new-template-tier"
            label="Tier (sets the price)"
            value={tier}
            choices={tierChoices}
            onChange={setTier}
          />
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create draft'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
