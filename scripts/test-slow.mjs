#!/usr/bin/env node
// npm run test:slow [-- <vitest filters>]: runs the unit and API tests once and lists the 20 slowest, with
// their files, so each can be justified or made faster (issue 19). Vitest's JSON report gives each test's
// own duration (not its file's setup).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const COUNT = 20;
const dir = mkdtempSync(join(tmpdir(), 'test-slow-'));
const output = join(dir, 'report.json');
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${output}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
try {
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      ms: test.duration ?? 0,
      file: relative(process.cwd(), file.name),
      title: test.fullName ?? test.title,
      status: test.status,
    })),
  );
  tests.sort((a, b) => b.ms - a.ms);
  const total = tests.reduce((sum, test) => sum + test.ms, 0);
  console.log(
    `\nThe ${COUNT} slowest of ${tests.length} tests (${(total / 1000).toFixed(0)} s of test time in all):`,
  );
  for (const [i, test] of tests.slice(0, COUNT).entries())
    console.log(
      `${String(i + 1).padStart(2)}. ${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.file} › ${test.title}`,
    );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(run.status ?? 1);
