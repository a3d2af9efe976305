// Sums vitest JSON reports (--reporter=json) into one line: "N passed, M failed".
// Usage: node scripts/test-summary.mjs report.json...   (missing files are ignored)
import fs from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  // A file that failed to load (syntax error, failing import) has no tests but did fail.
  for (const suite of report.testResults ?? []) {
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
