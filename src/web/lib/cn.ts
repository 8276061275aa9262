import { clsx, type ClassValue } from 'clsx'
import { classGroups } from './class-groups.generated.ts'
import { createMergeClasses } from './merge-classes.ts'

const mergeClasses = createMergeClasses(classGroups)

/** Joins classes; of two Tailwind classes that set the same thing, the later one wins (as tailwind-merge does). */
export const cn = (...inputs: ClassValue[]) => mergeClasses(clsx(inputs))
