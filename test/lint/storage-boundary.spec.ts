import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

const SQL_IN_SERVICE = `
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

@Injectable()
export class SoldService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async count(userId: string): Promise<number> {
    const rows = (await this.ds.query('SELECT count(*) AS n FROM portfolio.sold_positions WHERE user_id = $1', [
      userId,
    ])) as { n: string }[];
    return Number(rows[0].n);
  }
}
`;

const TRANSACTION_IN_SERVICE = `
export class TransferService {
  constructor(private readonly repo: { manager: { transaction: (fn: () => Promise<void>) => Promise<void> } }) {}

  move(): Promise<void> {
    return this.repo.manager.transaction(async () => undefined);
  }
}
`;

async function storageErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('lint: storage lives in repositories', () => {
  it('fails a service that injects a DataSource and runs SQL itself', async () => {
    const errors = await storageErrors(SQL_IN_SERVICE, 'apps/portfolio/src/sold/sold.service.ts');
    // InjectDataSource (import and use), DataSource (import and type) and the .query( call.
    expect(errors.length).toBeGreaterThanOrEqual(5);
    expect(new Set(errors)).toEqual(
      new Set(['SQL and TypeORM calls live in a *.repository.ts; group writes with UnitOfWork.run from @app/common.']),
    );
  });

  it('fails a transaction opened outside a repository, in any service and in libs/common', async () => {
    for (const file of ['apps/alerts/src/alerts/alerts.service.ts', 'libs/common/src/health/probe.ts']) {
      expect(await storageErrors(TRANSACTION_IN_SERVICE, file)).toHaveLength(1);
    }
  });

  it('allows the same code in a repository, a migration and the unit-of-work helper', async () => {
    for (const file of [
      'apps/portfolio/src/sold/sold.repository.ts',
      'apps/portfolio/src/migrations/1764200000000-create-portfolio-tables.ts',
      'libs/common/src/database/unit-of-work.ts',
    ]) {
      expect(await storageErrors(SQL_IN_SERVICE, file)).toEqual([]);
    }
  });

  it('still refuses skipped tests where the storage rule applies', async () => {
    const errors = await storageErrors("it.skip('x', () => undefined);\n", 'apps/settings/src/layouts/x.ts');
    expect(errors).toEqual(['No skipped or focused tests.']);
  });
});
