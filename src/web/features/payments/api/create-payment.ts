import { useMutation } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'

/** create-payment: a checkout for one credit package; the answer's url is where the buyer pays. */
export const useCreatePayment = () =>
  useMutation({
    mutationFn: (packageId: string) =>
      api.functions['create-payment'].$post({ json: { packageId } }).then(ok),
  })
