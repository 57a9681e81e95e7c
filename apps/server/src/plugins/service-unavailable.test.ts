import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { Redis } from 'ioredis';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { MSG } from '@sakinah/contract';
import { AppError } from '../errors';
import { registerErrorHandling } from './error-handler';
import { isServiceUnavailableError, RETRY_AFTER_SECONDS } from './service-unavailable';

/** A pg server error as the driver builds it from an ErrorResponse. */
function pgError(code: string, message = 'server error'): Error {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  return error;
}

const drizzleWrapped = (cause: Error) => new DrizzleQueryError('insert into "contact_messages" ...', [], cause);

/** A TCP port nothing listens on. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('isServiceUnavailableError: a dependency is briefly away', () => {
  it.each([
    ['57P01 admin shutdown (a restart)', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash shutdown', pgError('57P02')],
    ['57P03 cannot connect now (starting up)', pgError('57P03', 'the database system is starting up')],
    ['53300 too many connections', pgError('53300')],
    ['08006 connection failure', pgError('08006')],
    ['08P01 protocol violation (class 08)', pgError('08P01')],
    ['57014 statement timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['pg: Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['pg-pool: connect timeout', new Error('timeout exceeded when trying to connect')],
    ['pg-pool: connection timeout', new Error('Connection terminated due to connection timeout')],
    ['pg: broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['ioredis: closed', new Error('Connection is closed.')],
    ['ioredis: no offline queue', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ['ioredis: command timeout', new Error('Command timed out')],
    ['ioredis: MaxRetriesPerRequestError', Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' })],
    ['ECONNRESET', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['EPIPE', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })],
    ['ETIMEDOUT', Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' })],
    ['drizzle-wrapped 57P01', drizzleWrapped(pgError('57P01'))],
    ['drizzle-wrapped connection loss', drizzleWrapped(new Error('Connection terminated unexpectedly'))],
    ['cause two levels down', new Error('outer', { cause: drizzleWrapped(pgError('57P03')) })],
    ['dual-stack AggregateError', new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })], 'connect failed')],
  ])('%s → 503', (_name, error) => {
    expect(isServiceUnavailableError(error)).toBe(true);
  });

  it.each([
    ['unique violation', drizzleWrapped(pgError('23505', 'duplicate key value violates unique constraint'))],
    ['syntax error (a bug)', drizzleWrapped(pgError('42601'))],
    ['NUL in text', drizzleWrapped(pgError('22021'))],
    ['serialization failure', pgError('40001')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['an AppError', new AppError('CONFLICT', 'taken')],
    ['a message that merely mentions a connection', new Error('Connection is closed for this member')],
    ['not an error', 'Connection terminated unexpectedly'],
    ['null', null],
  ])('%s → not 503', (_name, error) => {
    expect(isServiceUnavailableError(error)).toBe(false);
  });

  it('stops on a cause cycle', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as Error & { cause?: unknown }).cause = b;
    expect(isServiceUnavailableError(a)).toBe(false);
  });

  it('recognises what the real drivers throw when nothing listens', async () => {
    const port = await closedPort();
    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'x', database: 'x', connectionTimeoutMillis: 2000 });
    const pgFailure = await pool.query('select 1').catch((error: unknown) => error);
    await pool.end();
    expect(isServiceUnavailableError(pgFailure)).toBe(true);

    const retryStrategy = () => 20;
    const queued = new Redis({ host: '127.0.0.1', port, maxRetriesPerRequest: 1, retryStrategy, lazyConnect: true });
    queued.on('error', () => undefined);
    const maxRetries = await queued.get('k').catch((error: unknown) => error);
    queued.disconnect();
    expect(isServiceUnavailableError(maxRetries)).toBe(true);

    const unqueued = new Redis({ host: '127.0.0.1', port, enableOfflineQueue: false, retryStrategy, lazyConnect: true });
    unqueued.on('error', () => undefined);
    const notWritable = await unqueued.get('k').catch((error: unknown) => error);
    unqueued.disconnect();
    expect(isServiceUnavailableError(notWritable)).toBe(true);
  });
});

describe('error handler: dependency failures answer 503 with Retry-After', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/restart', async () => {
      throw drizzleWrapped(pgError('57P01', 'terminating connection due to administrator command'));
    });
    app.get('/redis', async () => {
      throw Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' });
    });
    app.get('/bug', async () => {
      throw drizzleWrapped(pgError('42P01', 'relation "nope" does not exist'));
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  it.each(['/restart', '/redis'])('%s → 503, Retry-After, the contract message, no internals', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ success: false, message: MSG.serviceUnavailable, code: 'UNAVAILABLE' });
  });

  it('a real bug stays a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
