import { categoryKeys, type CategoryKey } from '../../../shared/catalog/categories.ts'

// The category a visitor last browsed, for the detail page's 'Back to Category' link (spec 2). Per tab only.
const key = 'promptmarket:last-category'

export function rememberCategory(category: string | null) {
  try {
    if (category && (categoryKeys as string[]).includes(category)) sessionStorage.setItem(key, category)
    else sessionStorage.removeItem(key)
  } catch {
    /* storage disabled: the link falls back to 'Back to Browse' */
  }
}

export function rememberedCategory(): CategoryKey | null {
  try {
    const value = sessionStorage.getItem(key)
    return value && (categoryKeys as string[]).includes(value) ? (value as CategoryKey) : null
  } catch {
    return null
  }
}
