import type { ImportProgress } from '@app/contracts/ledger/types';
import { useEffect, useState } from 'react';
import { liveSocket } from '../../shared/live/liveSocket';

/** The latest `import_progress` the server pushed (any of the user's imports while `active`). */
export function useImportProgress(active: boolean, importId: string | null): ImportProgress | null {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  useEffect(() => {
    if (!active) {
      setProgress(null);
      return;
    }
    // While uploading the id is not known yet: the first event names the import being read.
    return liveSocket.onImportProgress((p) => {
      if (!importId || p.import_id === importId) setProgress(p);
    });
  }, [active, importId]);
  return progress;
}
