import { useMutation } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'

/** POST /api/functions/spin-wheel: the server's prize, segment and signed claim. */
export const spinWheel = () => api.functions['spin-wheel'].$post({ json: {} }).then(ok)

export const useSpinWheel = () => useMutation({ mutationFn: spinWheel })
