import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadTaxExport } from './exportFile';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

let saved: Array<{ name: string; blob: Blob }>;

beforeEach(() => {
  saved = [];
  let last: Blob | null = null;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => ((last = b), 'blob:x')),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: last! });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Tax P&L export', () => {
  it('saves the bytes under the name the server gives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('Symbol,Profit\nINFY,10000.00\n', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="tax-pnl-2025-26.csv"',
            },
          }),
      ),
    );
    await expect(downloadTaxExport('2025-26', 'csv')).resolves.toBe('tax-pnl-2025-26.csv');
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/reports/tax-pnl/export?fy=2025-26&format=csv');
    expect(await saved[0]!.blob.text()).toBe('Symbol,Profit\nINFY,10000.00\n');
  });

  it("decodes the service's base64 reply when the file comes wrapped", async () => {
    // "INFY,10000.00" in base64
    const base64 = btoa('INFY,10000.00');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: true,
              data: { file_name: 'Tax P&L FY 2025-26.csv', content_type: 'text/csv', base64 },
            }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    await expect(downloadTaxExport('2025-26', 'csv')).resolves.toBe('Tax P&L FY 2025-26.csv');
    expect(await saved[0]!.blob.text()).toBe('INFY,10000.00');
  });

  it("rejects with the server's words when the year cannot be exported", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, error: 'fy must be a financial year such as 2025-26' }), {
            status: 400,
          }),
      ),
    );
    await expect(downloadTaxExport('2025-26', 'xlsx')).rejects.toThrow('fy must be a financial year such as 2025-26');
    expect(saved).toHaveLength(0);
  });
});
