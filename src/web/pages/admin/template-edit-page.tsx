import { Link, useNavigate, useParams } from 'react-router'
import { ArrowLeft, ExternalLink } from 'lucide-react'
import { toast } from '../../lib/toast.ts'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { paths } from '../../config/paths.ts'
import { toastError } from '../../lib/toast-error.ts'
import { useAdminTemplate } from '../../features/admin/api/get-admin-template.ts'
import { useSaveTemplate } from '../../features/admin/api/save-template.ts'
import { AdminPage, EmptyState } from '../../features/admin/components/admin-page.tsx'
import { StatusBadge } from '../../features/admin/components/status-badge.tsx'
import { TemplateFormView } from '../../features/admin/components/template-form.tsx'
import { SampleOutputsPanel } from '../../features/admin/components/sample-outputs-panel.tsx'
import { emptyForm, fromTemplate } from '../../features/admin/lib/template-form.ts'
import { formatDateTime } from '../../features/admin/lib/format.ts'

export default function AdminTemplateEditPage() {
  const { id } = useParams()
  const navigate = useNavigate()
  const { data: template, isPending, isError } = useAdminTemplate(id)
  const save = useSaveTemplate(id)

  const back = (
    <Link
      to={paths.admin.templates()}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> All templates
    </Link>
  )

  if (id && isPending) return <PageSpinner />
  if (id && (isError || !template))
    return (
      <AdminPage title="Template">
        {back}
        <EmptyState>Template not found.</EmptyState>
      </AdminPage>
    )

  return (
    <AdminPage
      title={template ? template.name : 'New template'}
      description={
        template
          ? `Id ${template.id} · ${template.owners} owner${template.owners === 1 ? '' : 's'} · saved ${formatDateTime(template.updatedAt)}`
          : 'Start as a draft; publish it by setting the status to Active.'
      }
      actions={
        template && (
          <div className="flex items-center gap-3">
            <StatusBadge status={template.status} />
            {template.status === 'active' && (
              <Link
                to={paths.prompt(template)}
                target="_blank"
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
              >
                View in store <ExternalLink className="size-4" aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </Link>
            )}
          </div>
        )
      }
    >
      {back}
      <TemplateFormView
        // A new key after each save restarts the form from the saved version (and its updatedAt).
        key={template ? `${template.id}:${template.updatedAt}` : 'new'}
        initial={template ? fromTemplate(template) : emptyForm()}
        saving={save.isPending}
        onSave={(input) =>
          save.mutate(input, {
            onSuccess: (saved) => {
              toast.success('Template saved', {
                description:
                  saved.status === 'active' ? 'It is live in the storefront.' : `It is ${saved.status}.`,
              })
              if (!id) navigate(paths.admin.template(saved.id), { replace: true })
            },
            onError: (err) => toastError(err, 'Could not save the template'),
          })
        }
      />
      {template && <SampleOutputsPanel templateId={template.id} />}
    </AdminPage>
  )
}
