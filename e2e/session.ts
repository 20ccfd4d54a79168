import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../server/db/seed/accounts';

/** Signs in through the login page as a staff member would: a demo account, or any staff member's email and password. */
export const signIn = async (page: Page, account: keyof typeof DEMO_ACCOUNTS | { email: string; password: string } = 'admin', path = '/pages/login') => {
  const { email, password } = typeof account === 'string' ? DEMO_ACCOUNTS[account] : account;
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/pages\/login/);
};
