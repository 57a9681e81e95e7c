import pg from 'pg';

/**
 * PostgreSQL LISTEN on one channel, on a connection of its own that comes back by itself after the database went
 * away (a restart): `onNotify` runs for every NOTIFY committed on the channel, from any instance, and once after each
 * reconnect (a NOTIFY sent while it was away is lost, so the listener is told to look anyway).
 */
export function listenToChannel(url: string, channel: string, onNotify: () => void, onError: (error: unknown) => void): { close(): Promise<void> } {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    const again = (error: unknown) => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      if (!closed) {
        onError(error);
        retry = setTimeout(() => void connect(), 1000);
        retry.unref();
      }
    };
    client = next;
    next.on('error', again);
    next.on('end', () => again(new Error('listen connection ended')));
    next.on('notification', () => onNotify());
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      onNotify();
    } catch (error) {
      again(error);
    }
  };
  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
