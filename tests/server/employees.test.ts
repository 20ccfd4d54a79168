import { expect, it } from 'vitest';
import { describeEachDatabase } from './harness';
import { createEmployee, EMPLOYEE_API, patchPart, roleIdByName, signInAs, tokenOf } from './employeeApi';

const list = (query: Record<string, unknown>) =>
  `${EMPLOYEE_API}/employee?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))}`;

describeEachDatabase('employees: list, count, create, full', (server) => {
  it('lists with JSON filter, sort and range, without secrets, and counts the same filter', async () => {
    const token = await server().tokenFor('admin');
    const supportId = await roleIdByName(server(), token, 'support');
    const filter = { role_id: supportId, status: 'active' };
    const response = await server().request(token, { method: 'GET', url: list({ filter, sort: ['last_name', 'ASC'], range: [0, 4] }) });
    expect(response.statusCode).toBe(200);
    const rows = response.json().body as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows.every((row) => row.role_id === supportId && row.status === 'active')).toBe(true);
    expect(rows.map((row) => row.last_name)).toEqual([...rows.map((row) => row.last_name)].sort());
    expect(rows[0]).not.toHaveProperty('password_hash');
    expect(rows[0]).not.toHaveProperty('bank_pan');

    const counted = await server().request(token, {
      method: 'GET',
      url: `${EMPLOYEE_API}/employee/s/count?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    });
    const all = await server().request(token, { method: 'GET', url: list({ filter, range: [0, 99] }) });
    expect(counted.json()).toEqual({ isSuccess: true, body: { count: all.json().body.length } });
  });

  it('searches q across name, email and designation', async () => {
    const token = await server().tokenFor('admin');
    const response = await server().request(token, { method: 'GET', url: list({ filter: { q: 'returns spec' } }) });
    const rows = response.json().body as { designation: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.designation === 'Returns specialist')).toBe(true);
  });

  it('refuses an unknown sort field or filter with 400, and staff without the employees module with 403', async () => {
    const token = await server().tokenFor('admin');
    const badSort = await server().request(token, { method: 'GET', url: list({ sort: ['password_hash', 'ASC'] }) });
    expect(badSort.statusCode).toBe(400);
    const badFilter = await server().request(token, { method: 'GET', url: list({ filter: { password_hash: 'x' } }) });
    expect(badFilter.statusCode).toBe(400);
    const editor = await server().request(await server().tokenFor('editor'), { method: 'GET', url: list({}) });
    expect(editor.statusCode).toBe(403);
  });

  it('creates an employee who can then sign in; a duplicate email is a 409 on the email field', async () => {
    const token = await server().tokenFor('admin');
    const created = await createEmployee(server(), token, { email: 'Kiran.Bhatt@Example.com', designation: 'Stylist' });
    expect(created).toMatchObject({ email: 'kiran.bhatt@example.com', status: 'active', designation: 'Stylist' });
    expect(created).not.toHaveProperty('password_hash');
    expect((await signInAs(server(), 'kiran.bhatt@example.com', created.password)).statusCode).toBe(200);

    const duplicate = await server().request(token, {
      method: 'POST',
      url: `${EMPLOYEE_API}/employee`,
      payload: { first_name: 'K', last_name: 'B', email: 'kiran.bhatt@example.com', mobile: '9876543210', role_id: 2, password: 'Welcome#2026' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toHaveProperty('email');
  });

  it('answers bad create input with 400 and a message per field', async () => {
    const response = await server().request(await server().tokenFor('admin'), {
      method: 'POST',
      url: `${EMPLOYEE_API}/employee`,
      payload: { first_name: '', email: 'nope', mobile: '12345', role_id: 'x', password: 'short', bank_pan: 'abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      // The server names a field as its clients send it; the console shows its own label instead.
      first_name: 'Enter the first_name',
      last_name: expect.any(String),
      email: 'Enter a valid email address',
      mobile: 'Enter a 10-digit Indian mobile number',
      role_id: 'Choose a role',
      password: expect.stringContaining('at least'),
      bank_pan: 'The bank_pan can only contain a valid pan card',
    });
  });

  it('refuses a role that does not exist with 400 on role_id', async () => {
    const response = await server().request(await server().tokenFor('admin'), {
      method: 'POST',
      url: `${EMPLOYEE_API}/employee`,
      payload: { first_name: 'A', last_name: 'B', email: 'no.role@example.com', mobile: '9876543210', role_id: 9999, password: 'Welcome#2026' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ role_id: 'Choose an existing role' });
  });

  it('gets the full record with every part; one may read one\u2019s own, not a colleague\u2019s, without the module', async () => {
    const admin = await server().tokenFor('admin');
    const created = await createEmployee(server(), admin, { bank_ifsc: 'HDFC0001234', bank_pan: 'ABCPK1234Z', city: 'Pune' });
    const full = await server().request(admin, { method: 'GET', url: `${EMPLOYEE_API}/employee/full/${created.id}` });
    expect(full.json().body).toMatchObject({ id: created.id, bank_ifsc: 'HDFC0001234', bank_pan: 'ABCPK1234Z', city: 'Pune', role_name: 'editor' });
    expect(full.json().body).not.toHaveProperty('password_hash');

    const own = await tokenOf(server(), created.email, created.password);
    expect((await server().request(own, { method: 'GET', url: `${EMPLOYEE_API}/employee/full/${created.id}` })).statusCode).toBe(200);
    expect((await server().request(own, { method: 'GET', url: `${EMPLOYEE_API}/employee/full/1` })).statusCode).toBe(403);
    const missing = await server().request(admin, { method: 'GET', url: `${EMPLOYEE_API}/employee/full/99999` });
    expect(missing.statusCode).toBe(404);
  });
});

describeEachDatabase('employees: the six parts', (server) => {
  it('updates each part on its own and leaves the others as they were', async () => {
    const token = await server().tokenFor('admin');
    const created = await createEmployee(server(), token, { designation: 'Stylist', city: 'Mumbai' });
    const id = created.id;
    const updates: [string, Record<string, unknown>][] = [
      ['account', { first_name: 'Zoyaa', mobile: '9123456780' }],
      ['information', { dob: '1994-03-12', gender: 'female', designation: 'Senior stylist, menswear', joining_date: '2021-06-01' }],
      ['address', { address_line1: '14, Carter Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' }],
      ['bank-details', { bank_holder: 'Zoya Fernandes', bank_name: 'HDFC Bank', bank_account_number: '50100123456789', bank_ifsc: 'HDFC0000123', bank_pan: 'ABCPF1234K' }],
    ];
    for (const [part, values] of updates) {
      const response = await patchPart(server(), token, part, { employee_id: id, ...values });
      expect(response.statusCode, part).toBe(200);
      expect(response.json().body, part).toMatchObject(values);
    }
    const full = (await server().request(token, { method: 'GET', url: `${EMPLOYEE_API}/employee/full/${id}` })).json().body;
    expect(full).toMatchObject({ first_name: 'Zoyaa', last_name: 'Fernandes', designation: 'Senior stylist, menswear', city: 'Mumbai', bank_ifsc: 'HDFC0000123' });

    const ignored = await patchPart(server(), token, 'address', { employee_id: id, city: 'Pune', first_name: 'Hacked', bank_pan: 'ZZZZZ9999Z' });
    expect(ignored.json().body).toMatchObject({ city: 'Pune', first_name: 'Zoyaa', bank_pan: 'ABCPF1234K' });
  });

  it('answers bad input on each part with 400 and the spec messages per field', async () => {
    const token = await server().tokenFor('admin');
    const { id } = await createEmployee(server(), token);
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ['account', { email: 'not-an-email', mobile: '0000' }, { email: 'Enter a valid email address', mobile: 'Enter a 10-digit Indian mobile number' }],
      ['information', { designation: 'Lead / stylist', dob: '12/03/1994' }, {
        designation: 'The designation can contain only alphabetic, numeric, commas and spaces',
        dob: 'Enter the dob as a date',
      }],
      ['address', { address_line1: '12/B MG Road', pincode: '0400' }, {
        address_line1: 'The address_line1 can contain only alphabetic, numeric, commas and spaces',
        pincode: 'Enter a 6-digit pincode',
      }],
      ['bank-details', { bank_ifsc: 'HDFC1000123', bank_pan: 'ABCP1234KK', bank_account_number: '12' }, {
        bank_ifsc: 'The bank_ifsc can only contain a valid IFSC Code',
        bank_pan: 'The bank_pan can only contain a valid pan card',
        bank_account_number: 'Enter an account number of 9 to 18 digits',
      }],
      ['password', { password: 'short' }, { password: 'The password needs at least 10 characters' }],
      ['profile-image', { profile_image: 'https://evil.example.com/x.png' }, { profile_image: 'Upload the image through the media service' }],
    ];
    for (const [part, values, fields] of cases) {
      const response = await patchPart(server(), token, part, { employee_id: id, ...values });
      expect(response.statusCode, part).toBe(400);
      expect(response.json().error.fields, part).toEqual(fields);
    }
    const noId = await patchPart(server(), token, 'address', { city: 'Pune' });
    expect(noId.json().error.fields).toHaveProperty('employee_id');
    const unknown = await patchPart(server(), token, 'address', { employee_id: 99999, city: 'Pune' });
    expect(unknown.statusCode).toBe(404);
  });

  it('changes a password: the new one signs in, the old one does not; one\u2019s own needs the current password', async () => {
    const admin = await server().tokenFor('admin');
    const created = await createEmployee(server(), admin);
    expect((await patchPart(server(), admin, 'password', { employee_id: created.id, password: 'Another#2027' })).statusCode).toBe(200);
    expect((await signInAs(server(), created.email, created.password)).statusCode).toBe(401);
    const own = await tokenOf(server(), created.email, 'Another#2027');

    const wrong = await patchPart(server(), own, 'password', { employee_id: created.id, password: 'Third#20288', current_password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ current_password: 'The current password is incorrect' });
    const right = await patchPart(server(), own, 'password', { employee_id: created.id, password: 'Third#20288', current_password: 'Another#2027' });
    expect(right.statusCode).toBe(200);
    expect((await signInAs(server(), created.email, 'Third#20288')).statusCode).toBe(200);
  });

  it('lets staff without the employees module change only their own password and photo', async () => {
    const admin = await server().tokenFor('admin');
    const created = await createEmployee(server(), admin);
    const own = await tokenOf(server(), created.email, created.password);
    expect((await patchPart(server(), own, 'address', { employee_id: created.id, city: 'Pune' })).statusCode).toBe(403);
    expect((await patchPart(server(), own, 'password', { employee_id: 1, password: 'Takeover#2026' })).statusCode).toBe(403);
    expect((await patchPart(server(), own, 'profile-image', { employee_id: created.id, profile_image: null })).statusCode).toBe(200);
  });
});

describeEachDatabase('employees: disabling and the last super admin', (server) => {
  it('a disabled employee cannot sign in and its open token stops working at once', async () => {
    const admin = await server().tokenFor('admin');
    const created = await createEmployee(server(), admin);
    const own = await tokenOf(server(), created.email, created.password);
    const session = () => server().request(own, { method: 'GET', url: `${EMPLOYEE_API}/employee/session` });
    expect((await session()).statusCode).toBe(200);

    const disabled = await server().request(admin, { method: 'POST', url: `${EMPLOYEE_API}/employee/disable`, payload: { employee_id: created.id } });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().body.status).toBe('disabled');
    expect((await session()).statusCode).toBe(401);
    const refused = await signInAs(server(), created.email, created.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This account is disabled');

    const enabled = await server().request(admin, { method: 'POST', url: `${EMPLOYEE_API}/employee/enable`, payload: { employee_id: created.id } });
    expect(enabled.json().body.status).toBe('active');
    expect((await signInAs(server(), created.email, created.password)).statusCode).toBe(200);
  });

  it('a super admin is disabled or demoted only by another super admin, never by themselves', async () => {
    const admin = await server().tokenFor('admin');
    const adminRole = await roleIdByName(server(), admin, 'admin');
    const colleague = await createEmployee(server(), admin, { role_id: adminRole });
    const colleagueToken = await tokenOf(server(), colleague.email, colleague.password);

    // Holding every permission is not being a super admin: the colleague cannot touch one.
    const disable = await server().request(colleagueToken, { method: 'POST', url: `${EMPLOYEE_API}/employee/disable`, payload: { employee_id: 1 } });
    expect(disable.statusCode).toBe(403);
    const demote = await patchPart(server(), admin, 'account', { employee_id: 1, is_super_admin: false });
    expect(demote.statusCode).toBe(403);
    const ownDisable = await server().request(admin, { method: 'POST', url: `${EMPLOYEE_API}/employee/disable`, payload: { employee_id: 1 } });
    expect(ownDisable.statusCode).toBe(422);

    const grantByNonSuper = await patchPart(server(), colleagueToken, 'account', { employee_id: colleague.id, is_super_admin: true });
    expect(grantByNonSuper.statusCode).toBe(403);
    expect((await patchPart(server(), admin, 'account', { employee_id: colleague.id, is_super_admin: true })).statusCode).toBe(200);
    const demoteNow = await patchPart(server(), colleagueToken, 'account', { employee_id: 1, is_super_admin: false });
    expect(demoteNow.statusCode).toBe(200);
    const ownDemote = await patchPart(server(), colleagueToken, 'account', { employee_id: colleague.id, is_super_admin: false });
    expect(ownDemote.statusCode).toBe(403);
    // Restore the demo admin for the other tests of this suite.
    expect((await patchPart(server(), colleagueToken, 'account', { employee_id: 1, is_super_admin: true })).statusCode).toBe(200);
  });
});
