/** How long a socket trusts its copy of its member's connections. */
export const PEER_CACHE_TTL_MS = 60_000;

/**
 * A per-socket copy of a set that is costly to read (a member's connections): read on first use,
 * re-read at most once per TTL, and shared by callers waiting for the same read.
 */
export function createPeerCache(load: () => Promise<Set<string>>, ttlMs = PEER_CACHE_TTL_MS, now: () => number = Date.now) {
  let loaded: { at: number; peers: Promise<Set<string>> } | undefined;
  return {
    /** The next use reads the set again (after a block, a removed connection …). */
    forget() {
      loaded = undefined;
    },
    async has(peerId: string): Promise<boolean> {
      if (!loaded || now() - loaded.at > ttlMs) {
        const peers = load();
        loaded = { at: now(), peers };
        // A failed read is forgotten, so the next event tries again.
        peers.catch(() => {
          if (loaded?.peers === peers) loaded = undefined;
        });
      }
      return (await loaded.peers).has(peerId);
    },
  };
}
