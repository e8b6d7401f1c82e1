// GET /api/outbox: the local outbox, on a server without SMTP running on this machine.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export function useOutbox() {
  // Polled while open: the mail of a sign-up made a moment ago appears without a reload.
  return useQuery({ queryKey: ['outbox'], queryFn: () => unwrap(api.outbox.$get()), refetchInterval: 3000, retry: false });
}
