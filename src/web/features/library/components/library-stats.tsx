import { Link } from 'react-router'
import { Coins, FolderOpen, Layers } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '../../../components/ui/card.tsx'
import { paths } from '../../../config/paths.ts'

/** Spec 2: the credits balance, the number of prompts and the number of categories. */
export function LibraryStats({
  balance,
  prompts,
  categories,
}: {
  balance: number | undefined
  prompts: number | undefined
  categories: number | undefined
}) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      <Stat icon={<Coins aria-hidden />} label="Credits" value={balance} testId="library-balance">
        <Link to={paths.credits()} className="text-xs font-medium text-brand-700 hover:underline">
          Get Credits
        </Link>
      </Stat>
      <Stat icon={<FolderOpen aria-hidden />} label="Prompts" value={prompts} testId="library-prompt-count" />
      <Stat
        icon={<Layers aria-hidden />}
        label="Categories"
        value={categories}
        testId="library-category-count"
      />
    </dl>
  )
}

function Stat({
  icon,
  label,
  value,
  testId,
  children,
}: {
  icon: ReactNode
  label: string
  value: number | undefined
  testId: string
  children?: ReactNode
}) {
  return (
    // A <dl> group may hold only <dt> and <dd>: the icon sits in the term, the link in the description.
    <Card className="flex flex-col gap-1 p-3 sm:p-5">
      <dt className="flex items-center gap-2 text-xs font-medium text-slate-500 sm:text-sm [&_svg]:size-4">
        {icon}
        {label}
      </dt>
      <dd className="flex flex-col gap-1">
        <span className="text-2xl font-bold text-slate-900 sm:text-3xl" data-testid={testId}>
          {value === undefined ? (
            <span className="inline-block h-8 w-10 animate-pulse rounded bg-slate-100" />
          ) : (
            value
          )}
        </span>
        {children}
      </dd>
    </Card>
  )
}
