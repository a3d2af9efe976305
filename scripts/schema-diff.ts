// The schema's contract against its last release (issue 38 item 3): schema.graphql is compared
// with docs/api/schema-<version>.graphql, the copy committed when <version> was released (a fresh
// clone needs no git history or tag). A breaking change (graphql-js findBreakingChanges) fails
// unless CHANGELOG.md lists it, in graphql-js's own words, under an unreleased MAJOR version;
// dangerous changes (an enum value or an optional argument added) are printed, never fatal.
//
//   npm run schema:diff          prints every change as a CHANGELOG line; exit 1 on an unlisted breaking one
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, findBreakingChanges, findDangerousChanges } from 'graphql';

const root = path.resolve(import.meta.dirname, '..');
export const CHANGELOG_FILE = path.join(root, 'CHANGELOG.md');
export const SCHEMA_FILE = path.join(root, 'schema.graphql');
export const releasedSchemaFile = (version: string) => path.join(root, 'docs/api', `schema-${version}.graphql`);

export interface ChangelogVersions {
  /** The newest released version (`## 1.2.3 (date)`). */
  released: string;
  /** The version being prepared (`## Unreleased (2.0.0)`), and the text of its section. */
  unreleased?: { version: string; text: string };
}

const RELEASED = /^## (\d+\.\d+\.\d+) \(\d{4}-\d{2}-\d{2}\)$/m;
const UNRELEASED = /^## Unreleased \((\d+\.\d+\.\d+)\)$/m;

export function readChangelog(text: string): ChangelogVersions {
  const released = RELEASED.exec(text)?.[1];
  if (!released) throw new Error('CHANGELOG.md names no released version (a heading "## 1.2.3 (2026-01-31)").');
  const heading = UNRELEASED.exec(text);
  if (!heading) return { released };
  const start = heading.index + heading[0].length;
  const next = text.slice(start).search(/^## /m);
  return { released, unreleased: { version: heading[1], text: text.slice(start, next < 0 ? undefined : start + next) } };
}

const major = (version: string) => Number(version.split('.')[0]);

export interface SchemaDiff {
  breaking: string[];
  dangerous: string[];
  /** Breaking changes the CHANGELOG does not allow: not listed, or listed under a version that is not a new major. */
  unlisted: string[];
}

export function diffSchemas(releasedSdl: string, currentSdl: string, changelog: ChangelogVersions): SchemaDiff {
  const [before, after] = [buildSchema(releasedSdl), buildSchema(currentSdl)];
  const breaking = findBreakingChanges(before, after).map((change) => change.description);
  const dangerous = findDangerousChanges(before, after).map((change) => change.description);
  const { unreleased } = changelog;
  const allowsBreaking = unreleased !== undefined && major(unreleased.version) > major(changelog.released);
  const unlisted = breaking.filter((description) => !allowsBreaking || !unreleased.text.includes(description));
  return { breaking, dangerous, unlisted };
}

/** The committed files: schema.graphql against the released copy the CHANGELOG names. */
export function diffCommittedSchema(currentSdl = fs.readFileSync(SCHEMA_FILE, 'utf8')): SchemaDiff & ChangelogVersions {
  const changelog = readChangelog(fs.readFileSync(CHANGELOG_FILE, 'utf8'));
  const file = releasedSchemaFile(changelog.released);
  if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: commit the schema of release ${changelog.released} there.`);
  return { ...changelog, ...diffSchemas(fs.readFileSync(file, 'utf8'), currentSdl, changelog) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const diff = diffCommittedSchema();
  const line = (description: string) => `- ${description}`;
  console.log(`Schema changes since ${diff.released}:`);
  console.log(diff.breaking.length ? `Breaking:\n${diff.breaking.map(line).join('\n')}` : 'Breaking: none');
  console.log(diff.dangerous.length ? `Dangerous:\n${diff.dangerous.map(line).join('\n')}` : 'Dangerous: none');
  if (diff.unlisted.length) {
    console.error(`\n${diff.unlisted.length} breaking change(s) are not listed in CHANGELOG.md under "## Unreleased (<next major>)":\n${diff.unlisted.map(line).join('\n')}`);
    process.exit(1);
  }
}
