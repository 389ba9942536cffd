import { Board } from '@codecoach/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { env } from '../../../config/env.ts';
import { getToken } from '../../../lib/auth-storage.ts';

export type LiveState = { board: Board | null; connected: boolean; ended: boolean };

/**
 * The live top 10 and the viewer's own row, pushed by the server (SSE). The browser's EventSource
 * reconnects by itself and sends `Last-Event-ID`; the server answers with the missed changes and a
 * full board. At the end of the contest the stream says `ended` and the contest is read again.
 */
export function useLiveBoard(contestId: string, enabled: boolean): LiveState {
  const [state, setState] = useState<LiveState>({ board: null, connected: false, ended: false });
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const token = encodeURIComponent(getToken() ?? '');
    const source = new EventSource(
      `${env.apiUrl}/contests/${encodeURIComponent(contestId)}/events?token=${token}`,
    );
    source.addEventListener('open', () => setState((s) => ({ ...s, connected: true })));
    source.addEventListener('error', () => setState((s) => ({ ...s, connected: false })));
    source.addEventListener('board', (event) => {
      try {
        const parsed = Board.safeParse(JSON.parse(event.data));
        if (parsed.success) setState((s) => ({ ...s, board: parsed.data, connected: true }));
      } catch {
        // Not ours: the next board replaces it.
      }
    });
    source.addEventListener('ended', () => {
      source.close();
      setState((s) => ({ ...s, ended: true, connected: false }));
      void queryClient.invalidateQueries({ queryKey: ['contests'] });
    });
    return () => source.close();
  }, [contestId, enabled, queryClient]);
  return state;
}
