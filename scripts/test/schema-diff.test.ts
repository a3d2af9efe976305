// The schema diff of CI (scripts/schema-diff.ts): the committed schema keeps the last release's
// contract, or lists each break under a new major version; a planted break fails.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANGELOG_FILE, SCHEMA_FILE, diffCommittedSchema, diffSchemas, readChangelog, releasedSchemaFile } from '../schema-diff.ts';

const current = fs.readFileSync(SCHEMA_FILE, 'utf8');
const changelogText = fs.readFileSync(CHANGELOG_FILE, 'utf8');
const changelog = readChangelog(changelogText);
const released = fs.readFileSync(releasedSchemaFile(changelog.released), 'utf8');

describe('schema.graphql against the last release', () => {
  it('has no breaking change the CHANGELOG does not list under an unreleased major version', () => {
    const diff = diffCommittedSchema(current);
    expect(diff.unlisted, 'run `npm run schema:diff` and list each breaking change in CHANGELOG.md').toEqual([]);
  });

  it('fails a planted breaking change (a field removed), naming it', () => {
    const planted = current.replace(/(^ *"""[^\n]*"""\n)?^ *totalCount: Int!\n/m, '');
    expect(planted).not.toBe(current);
    const diff = diffSchemas(released, planted, changelog);
    expect(diff.unlisted).toEqual([expect.stringMatching(/\.totalCount was removed\.$/)]);
  });

  it('fails a listed breaking change when the version it is listed under is not a new major', () => {
    const minor = changelogText.replace(/^## Unreleased \((\d+)\.\d+\.\d+\)$/m, (_all, major) => `## Unreleased (${Number(major) - 1}.9.0)`);
    const diff = diffSchemas(released, current, readChangelog(minor));
    expect(diff.breaking.length).toBeGreaterThan(0);
    expect(diff.unlisted).toEqual(diff.breaking);
  });

  it('reports a dangerous change without failing', () => {
    const dangerous = current.replace(/^enum ErrorCode \{\n/m, (head) => `${head}  NEW_CODE\n`);
    const diff = diffSchemas(released, dangerous, changelog);
    expect(diff.unlisted).toEqual(diffSchemas(released, current, changelog).unlisted);
  });
});
