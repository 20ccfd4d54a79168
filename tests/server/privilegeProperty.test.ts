import { expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describeEachDatabase, type TestServer } from './harness';
import { EMPLOYEE_API, newEmployee, roleIdByName, type Grants } from './employeeApi';
import { employees, rolePermissions } from '../../server/db/schema';

/**
 * Random staff with random permission sets make random writes on the employee and roles APIs; after
 * every write, nobody holds a right they did not hold unless the writer held it, nobody took over an
 * account holding more than they do, and no super admin was touched by a non-super admin.
 * PRIVILEGE_PROPERTY_RUNS sets the number of runs (a longer run: 200).
 */
const RUNS = Number(process.env.PRIVILEGE_PROPERTY_RUNS ?? 6);

// A few modules and actions, so that random staff often hold what the routes need and often do not.
const MODULES = ['employees', 'roles', 'orders', 'scripts'] as const;
const ACTIONS = ['list', 'create', 'edit', 'delete'] as const;
const SUPER_ADMIN = '*';

const grantArb = fc.record({ module: fc.constantFrom(...MODULES), actions: fc.subarray([...ACTIONS]) });
const grantsArb: fc.Arbitrary<Grants> = fc.tuple(...MODULES.map((module) => fc.subarray([...ACTIONS]).map((actions) => ({ module, actions }))));
const who = fc.nat({ max: 50 });

const commandArb = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), actor: who, role: who, superAdmin: fc.boolean() }),
  fc.record({
    kind: fc.constant('account' as const),
    actor: who,
    target: who,
    role: fc.option(who, { nil: undefined }),
    superAdmin: fc.option(fc.boolean(), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('password' as const), actor: who, target: who }),
  fc.record({ kind: fc.constant('status' as const), actor: who, target: who, disable: fc.boolean() }),
  fc.record({ kind: fc.constant('grants' as const), actor: who, role: who, grant: grantArb }),
  fc.record({ kind: fc.constant('newRole' as const), actor: who, grants: grantsArb }),
);
type Command = typeof commandArb extends fc.Arbitrary<infer C> ? C : never;

const scenarioArb = fc.record({
  roles: fc.array(grantsArb, { minLength: 2, maxLength: 3 }),
  staffRoles: fc.array(who, { minLength: 3, maxLength: 4 }),
  commands: fc.array(commandArb, { minLength: 5, maxLength: 20 }),
});

interface Held {
  row: string;
  passwordHash: string;
  rights: ReadonlySet<string>;
}

/** Every employee's row and rights ("module.action", or "*" for a super admin), read from the database. */
const snapshot = async (server: TestServer): Promise<Map<number, Held>> => {
  const { db } = server.database;
  const rows = await db.select().from(employees);
  const byRole = new Map<number, string[]>();
  for (const grant of await db.select().from(rolePermissions)) {
    byRole.set(grant.role_id, [...(byRole.get(grant.role_id) ?? []), ...grant.actions.map((action) => `${grant.module}.${action}`)]);
  }
  return new Map(
    rows.map((row) => [
      row.id,
      {
        row: JSON.stringify(row),
        passwordHash: row.password_hash,
        rights: new Set(row.is_super_admin ? [SUPER_ADMIN] : (byRole.get(row.role_id) ?? [])),
      },
    ]),
  );
};

const holds = (held: Held | undefined, right: string) => !!held && (held.rights.has(SUPER_ADMIN) || held.rights.has(right));

/** What one write by `actorId` did that the privilege rules forbid. */
const violations = (before: Map<number, Held>, after: Map<number, Held>, actorId: number): string[] => {
  const actor = before.get(actorId);
  const found: string[] = [];
  for (const [id, now] of after) {
    const was = before.get(id);
    for (const right of now.rights) {
      if (!holds(was, right) && !holds(actor, right)) found.push(`employee ${id} gained ${right} from ${actorId}, who does not hold it`);
    }
    if (was && id !== actorId && now.passwordHash !== was.passwordHash) {
      for (const right of was.rights) if (!holds(actor, right)) found.push(`${actorId} set the password of ${id}, who holds ${right}`);
    }
    if (was?.rights.has(SUPER_ADMIN) && !holds(actor, SUPER_ADMIN) && now.row !== was.row) {
      found.push(`${actorId}, not a super admin, changed super admin ${id}`);
    }
  }
  return found;
};

interface Member {
  id: number;
  email: string;
  password: string;
  token: string;
}

describeEachDatabase('privileges: a property over random staff and writes', (server) => {
  it(`nobody gains a right from someone not holding it, nor touches a super admin without being one (${RUNS} runs)`, async () => {
    const admin = await server().tokenFor('admin');
    const adminRole = await roleIdByName(server(), admin, 'admin');
    let requests = 0;
    let refused = 0;
    const send = async (token: string, options: InjectOptions) => {
      requests++;
      const response = await server().request(token, options);
      expect(response.statusCode, `${options.method} ${options.url} ${response.body}`).toBeLessThan(500);
      if (response.statusCode >= 400) refused++;
      return response;
    };
    const signIn = async (member: Omit<Member, 'token'>): Promise<Member> => {
      const response = await send('', { method: 'POST', url: `${EMPLOYEE_API}/employee/login/email`, payload: { email: member.email, password: member.password } });
      // A disabled member gets no token: their requests then answer 401 until someone enables them.
      return { ...member, token: (response.json().body?.token as string | undefined) ?? '' };
    };
    const createMember = async (token: string, roleId: number, superAdmin: boolean): Promise<Member | undefined> => {
      const payload = newEmployee({ role_id: roleId, is_super_admin: superAdmin });
      const response = await send(token, { method: 'POST', url: `${EMPLOYEE_API}/employee`, payload });
      if (response.statusCode !== 201) return undefined;
      return signIn({ id: response.json().body.id as number, email: payload.email, password: payload.password });
    };
    const saveRole = async (token: string, role: number | string, permissions: Grants) => {
      const payload = typeof role === 'number' ? { role_id: role, permissions } : { name: role, permissions };
      const response = await send(token, { method: 'POST', url: `${EMPLOYEE_API}/access_control/create`, payload });
      return response.statusCode === 200 ? (response.json().body.role.id as number) : undefined;
    };

    const start = performance.now();
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ roles, staffRoles, commands }) => {
        // A super admin sets the scene: the roles, staff of those roles, and one more super admin.
        const made = <T,>(value: T | undefined) => {
          if (value === undefined) throw new Error('the super admin could not set the scene');
          return value;
        };
        const roleIds = [adminRole];
        for (const grants of roles) roleIds.push(made(await saveRole(admin, `prop ${Math.random().toString(36).slice(2, 10)}`, grants)));
        const staff: Member[] = [made(await createMember(admin, roleIds[1]!, true))];
        for (const role of staffRoles) staff.push(made(await createMember(admin, roleIds[role % roleIds.length]!, false)));

        const run = async (actor: Member, command: Command) => {
          const target = 'target' in command ? staff[command.target % staff.length]! : undefined;
          switch (command.kind) {
            case 'create': {
              const created = await createMember(actor.token, roleIds[command.role % roleIds.length]!, command.superAdmin);
              if (created) staff.push(created);
              return;
            }
            case 'account': {
              const change = {
                ...(command.role !== undefined ? { role_id: roleIds[command.role % roleIds.length] } : {}),
                ...(command.superAdmin !== undefined ? { is_super_admin: command.superAdmin } : {}),
              };
              const payload = { employee_id: target!.id, ...(Object.keys(change).length ? change : { first_name: 'Changed' }) };
              await send(actor.token, { method: 'PATCH', url: `${EMPLOYEE_API}/employee/account`, payload });
              return;
            }
            case 'password': {
              const password = `Prop#${Math.random().toString(36).slice(2, 10)}9`;
              const own = actor.id === target!.id ? { current_password: actor.password } : {};
              const payload = { employee_id: target!.id, password, ...own };
              const response = await send(actor.token, { method: 'PATCH', url: `${EMPLOYEE_API}/employee/password`, payload });
              if (response.statusCode === 200) staff[staff.indexOf(target!)] = await signIn({ ...target!, password });
              return;
            }
            case 'status': {
              const url = `${EMPLOYEE_API}/employee/${command.disable ? 'disable' : 'enable'}`;
              const response = await send(actor.token, { method: 'POST', url, payload: { employee_id: target!.id } });
              // Disabling ended the target's sessions: once enabled again, they sign in anew.
              if (response.statusCode === 200 && !command.disable) staff[staff.indexOf(target!)] = await signIn(target!);
              return;
            }
            case 'grants':
              await saveRole(actor.token, roleIds[command.role % roleIds.length]!, [command.grant]);
              return;
            case 'newRole': {
              const created = await saveRole(actor.token, `prop ${Math.random().toString(36).slice(2, 10)}`, command.grants);
              if (created) roleIds.push(created);
              return;
            }
          }
        };

        for (const command of commands) {
          const actor = staff[command.actor % staff.length]!;
          const before = await snapshot(server());
          await run(actor, command);
          expect(violations(before, await snapshot(server()), actor.id), JSON.stringify(command)).toEqual([]);
        }
      }),
      // Every run adds to one database, so shrinking would replay on a changed state: report the first failure as it is.
      { numRuns: RUNS, endOnFailure: true },
    );
    console.log(
      `privilege property [${server().kind}]: ${RUNS} runs, ${requests} requests (${refused} refused) in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
  }, Math.max(120_000, RUNS * 20_000));
});
