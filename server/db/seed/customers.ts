import { customerSchema, type CustomerInput } from '@domain/customers';
import type { Database } from '../client';
import { customerAddresses, customers } from '../schema';

/** Demo customers: Indian names, real pincodes of their cities, a spread of statuses, tags and sign-up dates. */
const FIRST_NAMES = [
  'Aarav', 'Priya', 'Vivaan', 'Ananya', 'Aditya', 'Diya', 'Arjun', 'Ishita', 'Rohan', 'Kavya', 'Karthik', 'Meera', 'Siddharth',
  'Pooja', 'Rahul', 'Sneha', 'Vikram', 'Neha', 'Aman', 'Riya', 'Harsh', 'Tanvi', 'Nikhil', 'Shreya', 'Manish', 'Lakshmi',
  'Suresh', 'Divya', 'Farhan', 'Zoya', 'Gurpreet', 'Simran', 'Joseph', 'Anjali', 'Deepak', 'Nandini', 'Imran', 'Sana',
];
const LAST_NAMES = [
  'Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Patel', 'Shah', 'Gupta', 'Mehta', 'Banerjee', 'Chatterjee', 'Das', 'Singh',
  'Kaur', 'Khan', 'Menon', 'Pillai', 'Rao', 'Joshi', 'Kulkarni', 'Deshpande', 'Agarwal', 'Bose', 'Mukherjee', 'Fernandes', 'DSouza',
];
/** [pincode, city, state] of head post offices. */
const PLACES: [string, string, string][] = [
  ['400001', 'Mumbai', 'Maharashtra'], ['110001', 'New Delhi', 'Delhi'], ['560001', 'Bengaluru', 'Karnataka'],
  ['600001', 'Chennai', 'Tamil Nadu'], ['700001', 'Kolkata', 'West Bengal'], ['500001', 'Hyderabad', 'Telangana'],
  ['411001', 'Pune', 'Maharashtra'], ['380001', 'Ahmedabad', 'Gujarat'], ['302001', 'Jaipur', 'Rajasthan'],
  ['226001', 'Lucknow', 'Uttar Pradesh'], ['682001', 'Kochi', 'Kerala'], ['160017', 'Chandigarh', 'Chandigarh'],
  ['452001', 'Indore', 'Madhya Pradesh'], ['641001', 'Coimbatore', 'Tamil Nadu'], ['751001', 'Bhubaneswar', 'Odisha'],
  ['800001', 'Patna', 'Bihar'], ['440001', 'Nagpur', 'Maharashtra'], ['781001', 'Guwahati', 'Assam'], ['403001', 'Panaji', 'Goa'],
];
const STREETS = ['MG Road', 'Linking Road', 'Park Street', 'Anna Salai', 'Brigade Road', 'FC Road', 'CG Road', 'Hazratganj', 'Marine Drive', 'Sector 17'];
const DOMAINS = ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'hotmail.com'];
const TAGS = ['vip', 'wholesale', 'newsletter', 'repeat-buyer', 'ethnic-wear', 'festive-2026', 'returns-risk'];
const MOBILE_PREFIXES = ['98', '99', '97', '96', '90', '88', '81', '70'];
const GENDERS = ['female', 'male', 'other', null] as const;

export const SEEDED_CUSTOMERS = 300;
const DAY = 86_400_000;

/** A small deterministic generator: the same demo data on every seed. */
const numbers = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

const addressAt = (random: () => number, index: number, defaults: boolean, name: string) => {
  const [pincode, city, state] = PLACES[Math.floor(random() * PLACES.length)]!;
  return {
    name,
    line1: `${1 + Math.floor(random() * 400)}, ${STREETS[(index + Math.floor(random() * STREETS.length)) % STREETS.length]}`,
    line2: random() < 0.5 ? `Flat ${100 + Math.floor(random() * 900)}` : '',
    city,
    state,
    pincode,
    country: 'IN',
    is_default_shipping: defaults,
    is_default_billing: defaults,
  };
};

const customerAt = (random: () => number, index: number): CustomerInput => {
  const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const last = LAST_NAMES[Math.floor(random() * LAST_NAMES.length)]!;
  const blocked = index % 23 === 7;
  const addressCount = index % 10 === 0 ? 0 : index % 4 === 0 ? 2 : 1;
  const mobile = `${MOBILE_PREFIXES[index % MOBILE_PREFIXES.length]}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
  const year = 1960 + Math.floor(random() * 45);
  const tags = TAGS.filter(() => random() < 0.15);
  return customerSchema.parse({
    first_name: first,
    last_name: last,
    email: `${first}.${last}${index}@${DOMAINS[index % DOMAINS.length]}`,
    mobile: index % 9 === 3 ? null : mobile,
    gender: GENDERS[index % GENDERS.length],
    date_of_birth: random() < 0.7 ? `${year}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}` : null,
    status: blocked ? 'blocked' : 'active',
    blocked_reason: blocked ? 'Repeated cash-on-delivery refusals' : '',
    marketing_opt_in: random() < 0.55,
    tags,
    addresses: Array.from({ length: addressCount }, (_, n) => addressAt(random, index + n, n === 0, `${first} ${last}`)),
  });
};

export const seedCustomers = async (db: Database) => {
  const random = numbers(20_261_123);
  const now = Date.now();
  const inputs = Array.from({ length: SEEDED_CUSTOMERS }, (_, index) => customerAt(random, index));
  const created = await db
    .insert(customers)
    .values(
      inputs.map(({ addresses: _addresses, ...values }, index) => {
        // Signed up over the last 18 months, the first ones longest ago.
        const at = new Date(now - (SEEDED_CUSTOMERS - index) * 1.8 * DAY);
        return { ...values, created_at: at, updated_at: at };
      }),
    )
    .returning({ id: customers.id });
  const addresses = inputs.flatMap(({ addresses: list }, index) =>
    list.map(({ id: _id, ...address }, position) => ({ ...address, phone: address.phone ?? null, customer_id: created[index]!.id, position })),
  );
  if (addresses.length) await db.insert(customerAddresses).values(addresses);
};
