import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../server/db/seed/accounts';

/** Signs in through the login page as a staff member would. */
export const signIn = async (page: Page, account: keyof typeof DEMO_ACCOUNTS = 'admin', path = '/pages/login') => {
  await page.goto(path);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS[account].email);
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS[account].password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/pages\/login/);
};
