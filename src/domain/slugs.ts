import { z } from 'zod';

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Sabyasachi Mukherjee & Co." -> "sabyasachi-mukherjee-co" */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export const slugField = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Enter a slug')
    .max(120, 'Keep the slug under 120 characters')
    .regex(SLUG, 'Use lowercase letters, digits and single hyphens');
