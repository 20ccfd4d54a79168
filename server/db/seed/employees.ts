import { ACTIONS, type Action, type Module, type PermissionSet } from '@domain/permissions';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../client';
import { employees, rolePermissions, roles } from '../schema';

/** Every demo employee below signs in with this password (the two demo accounts keep theirs). */
export const DEMO_STAFF_PASSWORD = 'Staff#2026!';

const READ: Action[] = ['list', 'show'];
const WRITE: Action[] = ['list', 'show', 'create', 'edit'];

const grant = (entries: [Module[], readonly Action[]][]): PermissionSet =>
  Object.fromEntries(entries.flatMap(([modules, actions]) => modules.map((module) => [module, actions])));

/** Roles that split the editor's work the way a resale marketplace's teams do. */
const TEAM_ROLES: { name: string; description: string; permissions: PermissionSet }[] = [
  {
    name: 'catalogue',
    description: 'Listings, variants, review queue and taxonomy',
    permissions: grant([
      [['dashboard', 'orders', 'warehouses'], READ],
      [['products', 'variants', 'collections', 'categories', 'brands', 'designers', 'conditions', 'attributes', 'urls'], ACTIONS],
      [['variant_review'], [...WRITE, 'export']],
    ]),
  },
  {
    name: 'warehouse',
    description: 'Receiving, shelving, picking and stock moves',
    permissions: grant([
      [['dashboard', 'products', 'variants', 'orders'], READ],
      [['warehouses', 'inventory'], ACTIONS],
      [['stores'], READ],
    ]),
  },
  {
    name: 'support',
    description: 'Customers, orders, returns and credit notes',
    permissions: grant([
      [['dashboard', 'products', 'variants', 'coupons'], READ],
      [['customers', 'orders', 'credit_notes'], [...WRITE, 'export']],
    ]),
  },
];

const FIRST = ['Aarav', 'Ananya', 'Vihaan', 'Diya', 'Ishaan', 'Meera', 'Kabir', 'Saanvi', 'Arjun', 'Tara', 'Rohan', 'Nisha', 'Dev', 'Pooja', 'Siddharth', 'Kavya', 'Aditya', 'Riya', 'Nikhil', 'Sneha'];
const LAST = ['Sharma', 'Patel', 'Reddy', 'Nair', 'Gupta', 'Kapoor', 'Bose', 'Desai', 'Khan', 'Joshi', 'Malhotra', 'Pillai', 'Chatterjee', 'Singh', 'Mehta', 'Rao'];
const CITIES: [string, string, string][] = [
  ['Mumbai', 'Maharashtra', '400050'],
  ['New Delhi', 'Delhi', '110017'],
  ['Bengaluru', 'Karnataka', '560038'],
  ['Hyderabad', 'Telangana', '500033'],
  ['Chennai', 'Tamil Nadu', '600017'],
  ['Pune', 'Maharashtra', '411001'],
  ['Kolkata', 'West Bengal', '700019'],
  ['Ahmedabad', 'Gujarat', '380009'],
  ['Jaipur', 'Rajasthan', '302001'],
  ['Gurugram', 'Haryana', '122002'],
];
const STREETS = ['Linking Road, Bandra West', 'Hauz Khas Village', '100 Feet Road, Indiranagar', 'Road No 36, Jubilee Hills', 'Khader Nawaz Khan Road', 'Koregaon Park Lane 5', 'Park Street', 'CG Road, Navrangpura', 'MI Road, C Scheme', 'Golf Course Road, Sector 54'];
const BANKS: [string, string][] = [['HDFC Bank', 'HDFC'], ['ICICI Bank', 'ICIC'], ['State Bank of India', 'SBIN'], ['Axis Bank', 'UTIB'], ['Kotak Mahindra Bank', 'KKBK']];
const DESIGNATIONS: Record<string, string[]> = {
  admin: ['Head of operations', 'People and culture lead'],
  editor: ['Content editor', 'Merchandising editor', 'Storefront editor'],
  catalogue: ['Catalogue associate', 'Authentication specialist', 'Listing photographer', 'Catalogue lead'],
  warehouse: ['Warehouse associate', 'Inbound supervisor', 'Picker and packer', 'Shift lead, Bhiwandi'],
  support: ['Customer care associate', 'Returns specialist', 'Support team lead', 'Concierge, luxury clients'],
};
const ROLE_MIX = ['catalogue', 'catalogue', 'warehouse', 'support', 'catalogue', 'support', 'warehouse', 'editor', 'support', 'admin'];

const pad = (value: number, size: number) => String(value).padStart(size, '0');
const letters = (seed: number, size: number) =>
  Array.from({ length: size }, (_, i) => String.fromCharCode(65 + ((seed * 7 + i * 11) % 26))).join('');

/** Three team roles and 40 employees across all roles, with every part filled in. */
export const seedEmployees = async (db: Database) => {
  const created = await db
    .insert(roles)
    .values(TEAM_ROLES.map(({ name, description }) => ({ name, description })))
    .returning({ id: roles.id, name: roles.name });
  await db.insert(rolePermissions).values(
    TEAM_ROLES.flatMap(({ name, permissions }) => {
      const roleId = created.find((role) => role.name === name)!.id;
      return Object.entries(permissions).map(([module, actions]) => ({ role_id: roleId, module, actions: [...(actions ?? [])] }));
    }),
  );
  const roleIds = new Map((await db.select({ id: roles.id, name: roles.name }).from(roles)).map((role) => [role.name, role.id]));
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);

  const rows = Array.from({ length: 40 }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 3) % LAST.length]!;
    const role = ROLE_MIX[i % ROLE_MIX.length]!;
    const [city, state, pincode] = CITIES[i % CITIES.length]!;
    const [bankName, bankCode] = BANKS[i % BANKS.length]!;
    const designations = DESIGNATIONS[role]!;
    const joined = new Date(Date.UTC(2019 + (i % 6), (i * 5) % 12, 1 + (i % 27)));
    return {
      first_name: first,
      last_name: last,
      email: `${first}.${last}${i > 19 ? i : ''}@example.com`.toLowerCase(),
      mobile: `+91${9 - (i % 3)}${pad(810000000 + i * 7919, 9)}`,
      role_id: roleIds.get(role)!,
      status: i % 13 === 12 ? ('disabled' as const) : ('active' as const),
      password_hash: passwordHash,
      dob: `${1984 + (i % 16)}-${pad(1 + (i % 12), 2)}-${pad(1 + ((i * 3) % 28), 2)}`,
      gender: i % 2 ? 'male' : 'female',
      designation: designations[i % designations.length]!,
      joining_date: joined.toISOString().slice(0, 10),
      address_line1: `${12 + i * 3}, ${STREETS[i % STREETS.length]}`,
      address_line2: i % 3 ? null : `Flat ${100 + i}`,
      city,
      state,
      pincode,
      country: 'India',
      bank_holder: `${first} ${last}`,
      bank_name: bankName,
      bank_account_number: `50100${pad(23456789 + i * 104729, 9)}`,
      bank_ifsc: `${bankCode}0${pad(1000 + i * 37, 6)}`,
      bank_pan: `${letters(i, 3)}P${last[0]}${pad(1000 + i * 173, 4)}${letters(i + 5, 1)}`,
    };
  });
  await db.insert(employees).values(rows);
};
