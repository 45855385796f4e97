import { describe, expect, it } from '@jest/globals';
import type { LedgerClock } from '../../ledger/ledger-clock.js';
import type { LedgerService } from '../../ledger/ledger.service.js';
import { fixtureInput } from './console-fixture-ledger.js';
import type { FmvTable } from './fmv-table.js';
import { TaxReportService } from './tax-report.service.js';

async function service(today: string): Promise<{ svc: TaxReportService; asked: string[] }> {
  const input = await fixtureInput();
  const asked: string[] = [];
  const ledger = {
    input: async (userId: string) => {
      asked.push(userId);
      return input;
    },
    received: async (userId: string) => {
      asked.push(userId);
      return [];
    },
  };
  const clock = { today: () => today };
  return {
    svc: new TaxReportService(
      ledger as unknown as LedgerService,
      clock as unknown as LedgerClock,
      { lookup: () => null } as unknown as FmvTable,
    ),
    asked,
  };
}

describe('the Tax P&L service', () => {
  it('answers the financial year holding today when none is asked, from the asking user’s ledger only', async () => {
    const { svc, asked } = await service('2025-03-31');
    expect((await svc.taxPnl('user-1')).fy).toBe('2024-25');
    expect(new Set(asked)).toEqual(new Set(['user-1']));
  });

  it('refuses a year whose halves do not follow each other', async () => {
    const { svc } = await service('2025-03-31');
    await expect(svc.taxPnl('user-1', '2024-26')).rejects.toMatchObject({ details: [{ field: 'fy' }] });
  });

  it('names the files by the year and sends them base64', async () => {
    const { svc } = await service('2025-06-01');
    const xlsx = await svc.exportFile('user-1', '2024-25', 'xlsx');
    expect(xlsx.file_name).toBe('taxpnl-2024-25.xlsx');
    expect(xlsx.content_type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // An XLSX is a zip: it starts with "PK".
    expect(Buffer.from(xlsx.base64, 'base64').subarray(0, 2).toString('latin1')).toBe('PK');
    const csv = await svc.exportFile('user-1', undefined, 'csv');
    expect(csv.file_name).toBe('taxpnl-2025-26.csv');
    expect(Buffer.from(csv.base64, 'base64').toString('utf8').split('\r\n')[0]).toMatch(/^Section,Symbol,ISIN,/);
  });
});
