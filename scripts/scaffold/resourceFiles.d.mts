import type { ResourceNames } from './resourceNames.mjs';
import type { Registration } from './register.mjs';

/** A resource's starting files by path, and the registrations of them: see resourceFiles.mjs. */
type Labels = { en: [string, string] } & Partial<Record<'fr' | 'de' | 'pt', [string, string]>>;
export declare const resourceFiles: (names: ResourceNames, options: { base: string; labels: Labels }) => Record<string, string>;
export declare const registrations: (names: ResourceNames, options: { base: string; menuOrder: number }) => Record<string, Registration>;
