import { RefreshCw } from 'lucide-react';
import { Button } from './Button';

/** A page header's Refresh; `busy` shows the spinner while data already on screen reloads. */
export function RefreshButton({ onRefresh, busy }: { onRefresh: () => unknown; busy: boolean }) {
  return (
    <Button variant="ghost" icon={<RefreshCw size={16} />} onClick={() => void onRefresh()} loading={busy}>
      Refresh
    </Button>
  );
}
