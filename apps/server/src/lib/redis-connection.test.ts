import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { logRedisOutages } from './redis-connection';

describe('logRedisOutages', () => {
  it('logs an outage once, and on recovery logs it and calls onRecovered (not on the first connect)', () => {
    const client = new EventEmitter();
    const log = { warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
    const onRecovered = vi.fn();
    logRedisOutages(client as unknown as Redis, log, 'test', onRecovered);
    client.emit('ready');
    expect(onRecovered).not.toHaveBeenCalled();
    client.emit('error', new Error('ECONNREFUSED'));
    client.emit('error', new Error('ECONNREFUSED'));
    expect(log.warn).toHaveBeenCalledTimes(1);
    client.emit('ready');
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(onRecovered).toHaveBeenCalledTimes(1);
    client.emit('ready');
    expect(onRecovered).toHaveBeenCalledTimes(1);
  });
});
