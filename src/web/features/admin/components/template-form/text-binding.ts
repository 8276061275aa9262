/** The keys of T whose values are strings: the fields a text control edits. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T]

/** Binds a text control to one string field of a state object: its value and the change that patches it. */
export const bindText =
  <T>(values: T, patch: (change: Partial<T>) => void) =>
  (key: TextKey<T>) => ({
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => patch({ [key]: e.target.value } as Partial<T>),
  })
