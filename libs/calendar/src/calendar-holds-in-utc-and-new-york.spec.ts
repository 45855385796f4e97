import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The calendar's scenarios must hold whatever zone the server runs in. This spec runs them again in
 * jest processes whose TZ is UTC and America/New_York, and shows that code reading the local clock
 * would answer those scenarios wrongly in both zones, so the reruns can catch it.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const ZONES = ['UTC', 'America/New_York'];
const THIS_SPEC = 'calendar-holds-in-utc-and-new-york';

const config = (await import(pathToFileURL(join(root, 'jest.config.js')).href)).default as {
  testPathIgnorePatterns: string[];
};
const childConfig = JSON.stringify({
  ...config,
  rootDir: root,
  roots: ['<rootDir>/libs/calendar'],
  testPathIgnorePatterns: [...config.testPathIgnorePatterns, THIS_SPEC],
  // The calendar needs no database: skip choosing a PostgreSQL server in the children.
  globalSetup: undefined,
  globalTeardown: undefined,
});

function runIn(zone: string, args: string[]) {
  return spawnSync(process.execPath, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TZ: zone, NODE_OPTIONS: '--experimental-vm-modules --no-warnings' },
  });
}

/** What code reading local getters would say of Monday 23 November 2026, 10:00 IST: NSE is open then. */
const LOCAL_READING = `
  const d = new Date('2026-11-23T10:00:00+05:30');
  const minutes = d.getHours() * 60 + d.getMinutes();
  const weekday = d.getDay();
  const open = weekday > 0 && weekday < 6 && minutes >= 555 && minutes < 930;
  console.log(JSON.stringify({ zone: Intl.DateTimeFormat().resolvedOptions().timeZone, open }));
`;

describe('the calendar in other process zones', () => {
  it.each(ZONES)('a local-clock reading would get the scenarios wrong under TZ=%s', (zone) => {
    const r = runIn(zone, ['-e', LOCAL_READING]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ zone, open: false });
  });

  it.each(ZONES)(
    'every calendar spec passes with TZ=%s',
    (zone) => {
      const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
      const r = runIn(zone, [jest, '--config', childConfig, '--ci', '--runInBand', '--json']);
      const report = JSON.parse(r.stdout) as {
        numPassedTests: number;
        numFailedTests: number;
        numTotalTestSuites: number;
      };
      expect({ status: r.status, failed: report.numFailedTests }).toEqual({ status: 0, failed: 0 });
      expect(report.numTotalTestSuites).toBeGreaterThanOrEqual(9);
      expect(report.numPassedTests).toBeGreaterThan(40);
    },
    180_000,
  );
});
