import { execFileSync } from 'node:child_process';
import path from 'node:path';

describe('unhandled rejections', () => {
  // In a process of its own: jest keeps unhandled rejections of a test to itself.
  const run = (guarded: boolean) =>
    execFileSync(
      process.execPath,
      [
        '-r',
        path.join(__dirname, '../../test/support/register-ts.js'),
        '-e',
        `const lines = [];
         ${guarded ? `require(${JSON.stringify(path.join(__dirname, 'process-guards.ts'))}).logUnhandledRejections({ error: (obj, msg) => lines.push(msg + ': ' + obj.err.message) });` : ''}
         Promise.reject(new Error('nobody awaited this'));
         setTimeout(() => console.log(JSON.stringify({ alive: true, lines })), 50);`,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );

  it('are logged as errors, and the process goes on', () => {
    expect(JSON.parse(run(true))).toEqual({ alive: true, lines: ['unhandled promise rejection (the server goes on): nobody awaited this'] });
  });

  it('end an unguarded Node process (what the guard is for)', () => {
    expect(() => run(false)).toThrow(/nobody awaited this/);
  });
});
