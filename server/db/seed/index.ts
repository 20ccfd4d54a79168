import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { employees } from '../schema';
import { seedAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedCustomers } from './customers';
import { seedCms } from './cms';
import { seedEmployees } from './employees';
import { seedNotifications } from './notifications';
import { seedOrders } from './orders';
import { seedPromotions } from './promotions';
import { seedRaffles } from './raffles';
import { seedCollectionProducts, seedTaxonomy } from './taxonomy';

/** Seeders in dependency order; each later issue appends its own. */
const SEEDERS: ((db: Database) => Promise<void>)[] = [seedAccounts, seedEmployees, seedTaxonomy, seedCatalogue, seedCollectionProducts, seedCustomers, seedCms, seedOrders, seedPromotions, seedRaffles, seedNotifications];

export const isEmpty = async (db: Database) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(employees);
  return (row?.n ?? 0) === 0;
};

/** Seeds realistic demo data when the database holds none; returns whether it seeded. */
export const seedIfEmpty = async (db: Database): Promise<boolean> => {
  if (!(await isEmpty(db))) return false;
  await db.transaction(async (tx) => {
    for (const seed of SEEDERS) await seed(tx);
  });
  return true;
};
