// The purchases feature's query keys. `access.all` is the prefix of every prompt's access answer.
export const purchaseKeys = {
  access: {
    all: ['prompt-access'] as const,
    prompt: (promptId: string) => ['prompt-access', promptId] as const,
  },
}
