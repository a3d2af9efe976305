// What the project's own ESLint (eslint.config.mjs) says of planted code: shared by the lint tests.
import path from 'node:path';
import { ESLint } from 'eslint';

export const root = path.resolve(import.meta.dirname, '../..');
export const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `file` (relative to the root). */
export async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
}
