/** What other features use of real time: the socket's events and hints, and the event-to-queries map. */
export { useRealtimeConnected, useRealtimeEmit, useRealtimeEmitWithAck, useRealtimeEvent } from './realtime-provider';
export { keysInvalidatedBy } from './event-invalidation';
