import { Writable } from 'node:stream';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { createLogger, logFormatFor } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe('logFormatFor', () => {
  it('is pretty only at a terminal outside production', () => {
    expect(logFormatFor({ isTTY: true }, {})).toBe('pretty');
    expect(logFormatFor({ isTTY: true }, { NODE_ENV: 'development' })).toBe('pretty');
    expect(logFormatFor({ isTTY: true }, { NODE_ENV: 'production' })).toBe('json');
    expect(logFormatFor({ isTTY: false }, {})).toBe('json');
    expect(logFormatFor({}, {})).toBe('json');
  });
});

describe('createLogger', () => {
  it('writes one JSON object per event by default', () => {
    const out = capture();
    createLogger('info', 'json', out.stream).info({ port: 4000 }, 'server ready');
    expect(JSON.parse(out.lines[0])).toMatchObject({ level: 30, port: 4000, msg: 'server ready' });
  });

  it("keeps a failed statement's values out of the log: its SQL and the database's reason stay", () => {
    const out = capture();
    const failed = new UniqueConstraintViolationException(
      Object.assign(new Error("insert into `app_user` (`account`, `password_hash`) values ('it''s me', '$argon2id$v=19$secret') returning `id` - UNIQUE constraint failed: app_user.account"), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
    );
    createLogger('info', 'json', out.stream).error({ err: failed }, 'unexpected error');
    const logged = JSON.parse(out.lines[0]);
    expect(logged.err.message).toBe("insert into `app_user` (`account`, `password_hash`) values ('…', '…') returning `id` - UNIQUE constraint failed: app_user.account");
    expect(out.lines[0]).not.toContain('argon2id');
    expect(logged.err).toMatchObject({ type: 'UniqueConstraintViolationException', code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(logged.err.stack).toContain("values ('…', '…')");
    // Other errors keep their text.
    createLogger('info', 'json', out.stream).error({ err: new Error("a file 'x.png' was lost") }, 'unexpected error');
    expect(JSON.parse(out.lines[1]).err.message).toBe("a file 'x.png' was lost");
  });

  it("keeps the key of a PostgreSQL unique violation out of the log (its detail names the taken account or phone)", () => {
    const out = capture();
    const failed = new UniqueConstraintViolationException(
      Object.assign(new Error(`insert into "app_user" ("account") values ('maintainer') returning "id" - duplicate key value violates unique constraint "app_user_account_unique"`), {
        code: '23505',
        detail: 'Key (tenant_id, account)=(3, maintainer (2)) already exists.',
      }),
    );
    createLogger('info', 'json', out.stream).error({ err: failed }, 'unexpected error');
    expect(out.lines[0]).not.toContain('maintainer');
    const logged = JSON.parse(out.lines[0]);
    expect(logged.err).toMatchObject({ code: '23505', detail: 'Key (tenant_id, account)=(…) already exists.' });
    expect(logged.err.message).toContain('duplicate key value violates unique constraint "app_user_account_unique"');
  });

  it('writes a readable line with a coloured level when pretty', () => {
    const out = capture();
    const logger = createLogger('info', 'pretty', out.stream);
    logger.warn({ uuid: 'dev-1' }, 'simulated device error');
    logger.info('server ready');
    expect(out.lines[0]).toMatch(/^\[\d\d:\d\d:\d\d(\.\d+)?\] \u001b\[33mWARN\u001b\[39m: \u001b\[36msimulated device error\u001b\[39m$/);
    expect(out.lines[1]).toBe('    \u001b[35muuid\u001b[39m: "dev-1"');
    expect(out.lines.some((l) => /\u001b\[32mINFO\u001b\[39m: \u001b\[36mserver ready/.test(l))).toBe(true);
    expect(() => JSON.parse(out.lines[0])).toThrow();
  });
});
