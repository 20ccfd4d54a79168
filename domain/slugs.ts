import { z } from './zod';
import { schemaMessage } from './schemaMessages';

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
    .min(1, schemaMessage('server.enter_slug'))
    .max(120, schemaMessage('server.slug_too_long', { max: 120 }))
    .regex(SLUG, schemaMessage('server.slug_format'));
