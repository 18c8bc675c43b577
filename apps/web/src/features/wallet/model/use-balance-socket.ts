import type { BalanceValue } from '@portal/contracts/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { publishHubEvent, setHubLive } from '../../../lib/hub-events.ts';
import { walletContract } from '../api/contracts.ts';
import { balanceQueryKey } from '../api/get-balance.ts';
import { connectBalanceSocket, socketUrl } from './balance-socket.ts';

/**
 * While a member is signed in: live balance over the WebSocket, written into the balance query
 * so every reader updates without a reload. `onChange` runs after each event, for data that
 * moves with the balance (deposit and withdrawal states, wallet lists). Every event is also
 * published to lib/hub-events for the other features.
 */
export function useBalanceSocket(token: string, onChange?: (value: BalanceValue) => void): void {
  const queryClient = useQueryClient();
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let connection: { close: () => void } | null = null;
    let cancelled = false;
    walletContract()
      .then(({ hubEventSchema }) => {
        if (cancelled) return;
        connection = connectBalanceSocket({
          url: socketUrl(),
          token,
          parse: (data) => {
            const parsed = hubEventSchema.safeParse(data);
            return parsed.success ? parsed.data : null;
          },
          onBalance: (value) => {
            queryClient.setQueryData(balanceQueryKey, value);
            changed.current?.(value);
          },
          // Other features' events (the lottery's draw.result) travel on this same connection.
          onEvent: publishHubEvent,
          onLive: setHubLive,
          // A refused token means the session ended: the refetch's 401 signs the visitor out.
          onRefused: () => void queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      connection?.close();
      setHubLive(false);
    };
  }, [token, queryClient]);
}
