import { expect, it } from 'vitest';
import { describeEachDatabase } from './harness';
import { PNG, upload } from './mediaApi';
import { createEmployee, patchPart, tokenOf } from './employeeApi';

describeEachDatabase('media base', (server) => {
  it('stores an image and serves it back by its URL with its type', async () => {
    const response = await upload(server(), await server().tokenFor('editor'), 'me.png', 'image/png', PNG);
    expect(response.statusCode).toBe(201);
    const { url, content_type, size } = response.json().body as { url: string; content_type: string; size: number };
    expect(url).toMatch(/^\/svc\/media\/api\/v1\/media\/[a-f0-9]{32}$/);
    expect({ content_type, size }).toEqual({ content_type: 'image/png', size: PNG.length });
    const served = await server().request(undefined, { method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await server().request(undefined, { method: 'GET', url: '/svc/media/api/v1/media/0123' })).statusCode).toBe(404);
  });

  it('judges the type by content, not by the name or declared type', async () => {
    const token = await server().tokenFor('editor');
    const fake = await upload(server(), token, 'evil.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.fields).toEqual({ file: 'Upload a JPEG, PNG or WebP image' });
  });

  it('refuses files over 2 MB with 413 on the file field, requests without a file, and guests', async () => {
    const token = await server().tokenFor('editor');
    const big = await upload(server(), token, 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.fields).toHaveProperty('file');
    const json = await server().request(token, { method: 'POST', url: '/svc/media/api/v1/media', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect((await upload(server(), undefined, 'me.png', 'image/png', PNG)).statusCode).toBe(401);
  });

  it('sets an uploaded image as an employee\u2019s own profile image, and refuses unknown media', async () => {
    const admin = await server().tokenFor('admin');
    const created = await createEmployee(server(), admin);
    const own = await tokenOf(server(), created.email, created.password);
    const { url } = (await upload(server(), own, 'me.png', 'image/png', PNG)).json().body as { url: string };
    const saved = await patchPart(server(), own, 'profile-image', { employee_id: created.id, profile_image: url });
    expect(saved.json().body.profile_image).toBe(url);
    const unknown = await patchPart(server(), own, 'profile-image', {
      employee_id: created.id,
      profile_image: '/svc/media/api/v1/media/00000000000000000000000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('profile_image');
  });
});
