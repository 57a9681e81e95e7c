import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { SESSION_QUERY_KEY } from './session';

/**
 * Ends the session on the server, then forgets everything kept for this member: the query cache, and on the device
 * its push subscription and the service worker's caches (phones are shared).
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Loaded when needed: it is not part of any page's first load.
    const { clearDeviceData, forgetPushOnThisDevice } = await import('../../lib/device-worker');
    // Before the session ends: removing the subscription on the server needs it.
    await forgetPushOnThisDevice();
    await api('POST', '/logout');
    queryClient.clear();
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    await clearDeviceData();
  }, [queryClient]);
}
