import { Link } from 'react-router'
import { paths } from '../../config/paths.ts'

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 md:flex-row md:flex-wrap md:items-center md:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} PromptMarket. Prompt templates for everyday life.</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-4">
          <Link to={paths.browse()} className="hover:text-slate-900">
            Browse
          </Link>
          <Link to={paths.promptBuilder()} className="hover:text-slate-900">
            Prompt Builder
          </Link>
          <Link to={paths.credits()} className="hover:text-slate-900">
            Get Credits
          </Link>
          <Link to={paths.dashboard()} className="hover:text-slate-900">
            My Library
          </Link>
        </nav>
        <nav aria-label="Policies and contact" className="flex flex-wrap gap-4">
          <Link to={paths.terms()} className="hover:text-slate-900">
            Terms
          </Link>
          <Link to={paths.privacy()} className="hover:text-slate-900">
            Privacy
          </Link>
          <Link to={paths.refundPolicy()} className="hover:text-slate-900">
            Refund policy
          </Link>
          <Link to={paths.creatorTerms()} className="hover:text-slate-900">
            Creator terms
          </Link>
          <Link to={paths.contact()} className="hover:text-slate-900">
            Contact
          </Link>
        </nav>
      </div>
    </footer>
  )
}
