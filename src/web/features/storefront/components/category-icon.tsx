import { Briefcase, Compass, HeartPulse, Users, Wrench, type LucideProps } from 'lucide-react'
import type { CategoryKey } from '../../../../shared/catalog/categories.ts'

const icons: Record<CategoryKey, React.ComponentType<LucideProps>> = {
  health: HeartPulse,
  life: Compass,
  business: Briefcase,
  social: Users,
  tools: Wrench,
}

export function CategoryIcon({ category, ...props }: { category: CategoryKey } & LucideProps) {
  const Icon = icons[category]
  return <Icon aria-hidden {...props} />
}
