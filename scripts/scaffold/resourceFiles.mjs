/**
 * The files a new resource starts with: a name, a note and whether it is in use, through every layer
 * (domain schema, table, routes, seed, console list and form, messages in four languages, tests).
 * Each is a working starting point that passes the checks as written; the newcomer grows it from there.
 */

/** Field labels of the starting fields in each language. */
const FIELD_LABELS = {
  en: { name: 'Name', note: 'Note', is_active: 'In use', q: 'Search' },
  fr: { name: 'Nom', note: 'Note', is_active: 'En service', q: 'Rechercher' },
  de: { name: 'Name', note: 'Notiz', is_active: 'In Gebrauch', q: 'Suchen' },
  pt: { name: 'Nome', note: 'Nota', is_active: 'Em uso', q: 'Pesquisar' },
};

const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** `labels`: per language, the resource's [singular, plural] (English words of its name where missing). */
const messages = (names, language, [singular, plural]) => {
  const fields = Object.entries(FIELD_LABELS[language]).map(([field, label]) => `${field}: ${quote(label)}`).join(', ');
  const head = language === 'en' ? 'export const en = {' : `import type { en } from './en';\n\nexport const ${language}: typeof en = {`;
  return `${head}
  resources: {
    ${quote(names.name)}: {
      name: ${quote(`${singular} |||| ${plural}`)},
      menu: ${quote(plural)},
      fields: { ${fields} },
    },
  },
  modules: { ${names.snake}: ${quote(plural)} },
};
`;
};

export const resourceFiles = (names, { base, labels }) => {
  const { name, snake, camel, pascalSingular, pascalPlural, camelSingular, englishSingular } = names;
  const schema = `${camelSingular}Schema`;
  const label = (language) => labels[language] ?? labels.en;
  return {
    [`domain/${camel}.ts`]: `import { z } from './zod';
import { lineText, multiLineText, optionalText } from './bounds';
import { schemaMessage } from './schemaMessages';

/** A ${englishSingular.toLowerCase()} as the console's form sends it and the server stores it. */
export const ${schema} = z.object({
  name: lineText().trim().min(1, schemaMessage('server.enter_name')).max(120, schemaMessage('server.keep_under', { max: 120 })),
  note: optionalText(multiLineText().trim().max(2000, schemaMessage('server.keep_under', { max: 2000 }))),
  is_active: z.boolean().default(true),
});
`,
    [`server/db/schema/${camel}.ts`]: `import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { entityColumns } from './columns';

/** ${label('en')[1]}: searched by a part of the name, so a trigram index keeps \`q\` off a full scan. */
export const ${camel} = pgTable('${snake}', {
  ...entityColumns(),
  name: text('name').notNull().unique(),
  note: text('note').notNull().default(''),
  is_active: boolean('is_active').notNull().default(true),
}, (t) => [index('${snake}_name_trgm').using('gin', t.name.op('gin_trgm_ops'))]);
`,
    [`server/services/${base}/${camel}.ts`]: `import type { FastifyInstance } from 'fastify';
import { ${schema} } from '@domain/${camel}';
import type { Database } from '../../db/client';
import { ${camel} } from '../../db/schema';
import { registerSimpleResource } from '../product/taxonomy/simpleResources';

/** List, read, create, update, delete and replace, each guarded by the module and recorded in History. */
export const register${pascalPlural}Routes = (app: FastifyInstance, db: Database) =>
  registerSimpleResource(app, db, {
    name: '${name}',
    table: ${camel},
    schema: ${schema},
    searchColumns: [${camel}.name],
    options: { defaultSort: { field: 'name', order: 'ASC' } },
  });
`,
    [`server/db/seed/${camel}.ts`]: `import type { Database } from '../client';
import { ${camel} } from '../schema';

/** Demo ${label('en')[1].toLowerCase()}, so the list opens with something to read. */
export const seed${pascalPlural} = async (db: Database) => {
  await db.insert(${camel}).values([
    { name: ${quote(`${englishSingular} one`)}, note: 'Made by the scaffold: replace with real demo data.' },
    { name: ${quote(`${englishSingular} two`)} },
    { name: ${quote(`${englishSingular} three`)}, is_active: false },
  ]);
};
`,
    [`src/resources/${name}/index.ts`]: `import LabelIcon from '@mui/icons-material/LabelOutlined';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(LabelIcon, import.meta.glob('./${pascalSingular}{List,Inputs}.tsx'), { recordRepresentation: 'name' });
`,
    [`src/resources/${name}/${pascalSingular}List.tsx`]: `import { BooleanField, DataTable, List } from 'react-admin';
import { TaxonomyListActions } from '../taxonomy/TaxonomyListActions';
import { activeFilter, searchFilter } from '../taxonomy/filters';

const ${pascalSingular}List = () => (
  <List filters={[searchFilter, activeFilter]} sort={{ field: 'name', order: 'ASC' }} actions={<TaxonomyListActions />}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="is_active" field={BooleanField} />
    </DataTable>
  </List>
);
export default ${pascalSingular}List;
`,
    [`src/resources/${name}/${pascalSingular}Inputs.tsx`]: `import { BooleanInput, TextInput, required } from 'react-admin';
import { ${schema} } from '@domain/${camel}';

const ${pascalSingular}Inputs = () => (
  <>
    <TextInput source="name" validate={required()} />
    <TextInput source="note" multiline minRows={3} fullWidth />
    <BooleanInput source="is_active" defaultValue />
  </>
);
export default ${pascalSingular}Inputs;

/** The form validates with the schema the server parses with. */
export const schema = ${schema};
`,
    ...Object.fromEntries(['en', 'fr', 'de', 'pt'].map((language) => [`src/resources/${name}/i18n/${language}.ts`, messages(names, language, label(language))])),
    [`tests/server/resources/${name}.cases.ts`]: `import type { PlainResource } from '../plainResources';

/** How the CRUD checks and the History walk make a ${englishSingular.toLowerCase()}. */
export const resource: PlainResource = {
  resource: '${name}',
  valid: (word) => ({ name: ${quote(`${englishSingular} `)} + word, note: 'A note' }),
  invalid: { name: '' },
  badField: 'name',
  unique: 'name',
  search: 'name',
};
`,
    [`tests/server/resources/${name}.test.ts`]: `import { describeEachDatabase } from '../harness';
import { plainResourceTests } from '../plainResources';
import { resource } from './${name}.cases';

describeEachDatabase('${name}', (server) => plainResourceTests(server, resource));
`,
  };
};

/** The lines that register the new files with the code that is not found by glob. */
export const registrations = (names, { base, menuOrder }) => ({
  'domain/resources.ts': {
    before: '] as const;',
    line: `  resource('${names.name}', '${base}', '${names.snake}', { menu: [{ order: ${menuOrder}, path: '/${names.name}', label: 'resources.${names.name}.menu' }] }),`,
  },
  'server/db/schema/index.ts': { append: `export * from './${names.camel}';` },
  [`server/services/${base}/index.ts`]: {
    importLine: `import { register${names.pascalPlural}Routes } from './${names.camel}';`,
    after: /^export const \w+Service = async \(app: FastifyInstance, context: ServiceContext\) => \{$/m,
    line: `  register${names.pascalPlural}Routes(app, context.db);`,
  },
  'server/db/seed/index.ts': {
    importLine: `import { seed${names.pascalPlural} } from './${names.camel}';`,
    listEnd: /(const SEEDERS[^\n]*?= \[[^\]]*)\]/,
    item: `seed${names.pascalPlural}`,
  },
});
