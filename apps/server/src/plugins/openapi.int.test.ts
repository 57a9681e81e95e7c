import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
});
afterAll(async () => t.close());

const bodyOf = (path: string, method: string, status: string): JsonSchema | undefined =>
  paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;

/** An object that says nothing of its fields: what `z.record(string, unknown)` becomes. */
const isOpenRecord = (schema: JsonSchema | undefined): boolean =>
  !!schema && !schema.anyOf && !schema.oneOf && !schema.properties && schema.type === 'object';

describe('the OpenAPI document describes every answer', () => {
  it('names the fields of each success body, so a client can be generated from it', () => {
    const open: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (!status.startsWith('2')) continue;
          const schema = response.content?.['application/json']?.schema;
          if (isOpenRecord(schema)) open.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(open).toEqual([]);
  });

  it('shows the signed-in member in full, and errors[] on a 400', () => {
    const user = bodyOf('/api/get-user', 'get', '200')?.properties?.user;
    expect(Object.keys(user?.properties ?? {})).toEqual(expect.arrayContaining(['id', 'email', 'status', 'paymentStatus', 'subscription']));
    expect(user?.properties).not.toHaveProperty('passwordHash');
    const refused = bodyOf('/api/signup', 'post', '400');
    expect(refused?.properties?.errors?.items?.properties).toEqual(
      expect.objectContaining({ field: expect.anything(), message: expect.anything() }),
    );
  });
});
