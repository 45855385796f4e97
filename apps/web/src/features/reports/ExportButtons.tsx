import type { TaxExportFormat } from '@app/contracts/reports/types';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../shared/api/apiError';
import { Button } from '../../shared/ui';
import { downloadTaxExport } from './exportFile';

/** "Download XLSX" and "Download CSV": the year's file, fetched with the user's session and saved. */
export function ExportButtons({ fy, disabled }: { fy: string; disabled?: boolean }) {
  const [busy, setBusy] = useState<TaxExportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async (format: TaxExportFormat) => {
    setBusy(format);
    setFailure(null);
    try {
      await downloadTaxExport(fy, format);
    } catch (e) {
      setFailure(`The ${format.toUpperCase()} could not be downloaded: ${errorText(e)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="rp-export">
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button
          key={format}
          size="sm"
          icon={<Download size={14} />}
          loading={busy === format}
          disabled={disabled || (busy !== null && busy !== format)}
          onClick={() => void download(format)}
        >
          {busy === format ? 'Downloading...' : `Download ${format.toUpperCase()}`}
        </Button>
      ))}
      {failure && (
        <p className="rp-export__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
