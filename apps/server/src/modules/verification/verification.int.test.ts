import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { verificationSubmissions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, givePlan, signIn } from '../../test/factories';
import { jpegWithExif, pngImage } from '../../test/images';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await buildMember(t.database.db, { role: 'admin', status: 'Active' });
  adminCookie = await signIn(t.app, admin.email);
});
afterAll(async () => t.close());

function form(parts: Array<{ field: string; filename: string; bytes: Buffer; type: string }>) {
  const boundary = `----verify${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`), part.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

describe('identity verification', () => {
  it('upload → admin review → badge; the files are private and deleted after the decision', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    await givePlan(t.database.db, member.id);
    const cookie = await signIn(t.app, member.email);
    const viewer = await buildMember(t.database.db, { status: 'Active' });
    await givePlan(t.database.db, viewer.id);
    const viewerCookie = await signIn(t.app, viewer.email);

    expect((await t.app.inject({ method: 'GET', url: '/api/verification', headers: { cookie } })).json().verification.status).toBe('none');
    const body = form([
      { field: 'document', filename: 'aadhaar.pdf', bytes: pdf, type: 'application/pdf' },
      { field: 'selfie', filename: 'selfie.jpg', bytes: await jpegWithExif(), type: 'image/jpeg' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/verification', payload: body.payload, headers: { ...body.headers, cookie } });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MSG.verificationSubmitted);
    const again = await t.app.inject({ method: 'POST', url: '/api/verification', payload: body.payload, headers: { ...body.headers, cookie } });
    expect(again.json().message).toBe(MSG.verificationPending);

    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/verifications', headers: { cookie: adminCookie } })).json().verifications;
    const item = queue.find((v: { member: { id: string } }) => v.member.id === member.id);
    expect(item).toBeDefined();
    // Only admins read the files; members never can.
    const doc = await t.app.inject({ method: 'GET', url: `/api/admin/verifications/${item.id}/document`, headers: { cookie: adminCookie } });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/verifications/${item.id}/selfie`, headers: { cookie: viewerCookie } })).statusCode).toBe(403);

    const [row] = await t.database.db.select().from(verificationSubmissions).where(eq(verificationSubmissions.id, item.id));
    expect(await t.app.ctx.storage.get(row!.documentKey!)).not.toBeNull();
    const approved = await t.app.inject({ method: 'POST', url: `/api/admin/verifications/${item.id}/approve`, headers: { cookie: adminCookie } });
    expect(approved.json().message).toBe(MSG.verificationApproved);
    expect(await t.app.ctx.storage.get(row!.documentKey!)).toBeNull();
    expect(await t.app.ctx.storage.get(row!.selfieKey!)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/verifications/${item.id}/document`, headers: { cookie: adminCookie } })).statusCode).toBe(404);

    expect((await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie } })).json().user).toMatchObject({ verificationStatus: 'verified', verified: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${member.id}`, headers: { cookie: viewerCookie } })).json().user.verified).toBe(true);
  });

  it('a rejection carries its reason; the member may submit again', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    const cookie = await signIn(t.app, member.email);
    const body = form([
      { field: 'document', filename: 'id.png', bytes: await pngImage(), type: 'image/png' },
      { field: 'selfie', filename: 'me.png', bytes: await pngImage(), type: 'image/png' },
    ]);
    await t.app.inject({ method: 'POST', url: '/api/verification', payload: body.payload, headers: { ...body.headers, cookie } });
    const [item] = (await t.app.inject({ method: 'GET', url: '/api/admin/verifications', headers: { cookie: adminCookie } })).json().verifications.filter((v: { member: { id: string } }) => v.member.id === member.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/verifications/${item.id}/reject`, payload: {}, headers: { cookie: adminCookie } })).json().message).toBe(MSG.reasonRequired);
    await t.app.inject({ method: 'POST', url: `/api/admin/verifications/${item.id}/reject`, payload: { reason: 'The document photo is blurred' }, headers: { cookie: adminCookie } });
    expect((await t.app.inject({ method: 'GET', url: '/api/verification', headers: { cookie } })).json().verification).toMatchObject({ status: 'rejected', reason: 'The document photo is blurred' });
    expect((await t.app.inject({ method: 'POST', url: '/api/verification', payload: body.payload, headers: { ...body.headers, cookie } })).statusCode).toBe(201);
  });

  it('refuses other file types and missing files, storing nothing', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    const cookie = await signIn(t.app, member.email);
    const bad = form([
      { field: 'document', filename: 'id.docx', bytes: Buffer.from('PK\u0003\u0004 word document'), type: 'application/pdf' },
      { field: 'selfie', filename: 'me.png', bytes: await pngImage(), type: 'image/png' },
    ]);
    expect((await t.app.inject({ method: 'POST', url: '/api/verification', payload: bad.payload, headers: { ...bad.headers, cookie } })).json().message).toBe(MSG.verificationDocumentType);
    const pdfSelfie = form([
      { field: 'document', filename: 'id.pdf', bytes: pdf, type: 'application/pdf' },
      { field: 'selfie', filename: 'me.pdf', bytes: pdf, type: 'image/png' },
    ]);
    expect((await t.app.inject({ method: 'POST', url: '/api/verification', payload: pdfSelfie.payload, headers: { ...pdfSelfie.headers, cookie } })).json().message).toBe(MSG.verificationSelfieType);
    const one = form([{ field: 'document', filename: 'id.pdf', bytes: pdf, type: 'application/pdf' }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/verification', payload: one.payload, headers: { ...one.headers, cookie } })).json().message).toBe(MSG.verificationFilesRequired);
    expect((await t.app.inject({ method: 'GET', url: '/api/verification', headers: { cookie } })).json().verification.status).toBe('none');
  });
});
