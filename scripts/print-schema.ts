// Prints the Pothos schema to schema.graphql; `--check` fails when the committed file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { sortedSchema } from '../api/src/graphql/schema.ts';

const file = path.resolve(import.meta.dirname, '../schema.graphql');
const printed = printSchema(sortedSchema) + '\n';
if (process.argv.includes('--check')) {
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (committed !== printed) {
    console.error('schema.graphql is out of date: run `npm run schema:print` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date.');
} else {
  fs.writeFileSync(file, printed);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
