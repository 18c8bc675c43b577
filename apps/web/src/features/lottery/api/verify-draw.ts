import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lotteryContract } from './contracts.ts';

/** Recomputes a drawn in-house draw from its revealed seed, on the server, for anyone to check. */
export const verifyDraw = (drawId: string, signal?: AbortSignal) =>
  api.get('/lgw/vn/numeros/verify', () => lotteryContract().then((m) => m.verifyDrawValueSchema), {
    query: { drawId },
    signal,
  });

/** Asked only when the player opens a draw's check (`enabled`), then kept: a drawn draw never changes. */
export const useVerifyDraw = (drawId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['lottery', 'verify', drawId],
    queryFn: ({ signal }) => verifyDraw(drawId, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
