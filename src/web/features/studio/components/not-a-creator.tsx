import { Link } from 'react-router'
import { Store } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { paths } from '../../../config/paths.ts'
import { useMyApplication } from '../../creators/public.ts'

/** What a member who is not an approved creator sees at /studio: where to apply, or why it is closed. */
export function NotACreator({ suspended = false }: { suspended?: boolean }) {
  const pending = useMyApplication(!suspended).data?.application?.status === 'pending'
  return (
    <Card className="mx-auto max-w-xl space-y-4 p-6 text-center sm:p-8" data-testid="studio-not-creator">
      <Store className="mx-auto size-10 text-brand-600" aria-hidden />
      {suspended ? (
        <>
          <h2 className="text-xl font-semibold text-slate-900">Your creator account is suspended</h2>
          <p className="text-slate-600">
            The studio is closed while your account is suspended. Please contact us if you have questions.
          </p>
          <Button asChild variant="secondary">
            <Link to={paths.contact()}>Contact us</Link>
          </Button>
        </>
      ) : pending ? (
        <>
          <h2 className="text-xl font-semibold text-slate-900">Your application is being reviewed</h2>
          <p className="text-slate-600">
            The studio opens once a person on our team approves your creator application. We will e-mail you
            the decision.
          </p>
          <Button asChild variant="secondary">
            <Link to={paths.promptBuilder()}>See your application</Link>
          </Button>
        </>
      ) : (
        <>
          <h2 className="text-xl font-semibold text-slate-900">The studio is for creators</h2>
          <p className="text-slate-600">
            Approved creators build and sell their own templates here. Apply on the Prompt Builder page: a
            person on our team reviews every application and e-mails you the decision.
          </p>
          <Button asChild>
            <Link to={`${paths.promptBuilder()}#apply`}>Apply to become a creator</Link>
          </Button>
        </>
      )}
    </Card>
  )
}
