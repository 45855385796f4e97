import toast from 'react-hot-toast';
import type { Position } from '@app/contracts/portfolio/types';
import { ConfirmDialog } from '../../shared/ui';
import { formatPrice, formatQuantity } from '../../shared/format/numbers';
import { PATHS } from '../../shared/api/paths';
import { useRevalidate } from '../../shared/api/useRevalidate';
import { portfolioApi } from './portfolioApi';
import { PositionFormDialog } from './PositionFormDialog';
import { RolloverDialog } from './RolloverDialog';
import { SellDialog } from './SellDialog';
import { SquareOffDialog } from './SquareOffDialog';
import type { PositionAction } from './PositionActions';
import { toastFailure } from '../../shared/api/errorToast';

export type OpenAction = { action: PositionAction; position: Position } | null;

/** The dialog of whichever row action is open: edit, sell, square off, roll over or delete. */
export function PositionActionDialogs({ open, onClose }: { open: OpenAction; onClose: () => void }) {
  const revalidate = useRevalidate();
  const dialog = (action: PositionAction) => (open?.action === action ? open.position : null);

  const remove = async () => {
    const p = open!.position;
    try {
      await portfolioApi.remove(p.id);
      toast.success(`${p.tradingSymbol} deleted`);
      await revalidate(PATHS.positions, PATHS.lossCover);
    } catch (e) {
      toastFailure(e, 'Failed to delete position');
      throw e;
    }
  };

  return (
    <>
      <PositionFormDialog open={dialog('edit') !== null} position={dialog('edit')} onClose={onClose} />
      <SellDialog open={dialog('sell') !== null} position={dialog('sell')} onClose={onClose} />
      <SquareOffDialog open={dialog('square-off') !== null} position={dialog('square-off')} onClose={onClose} />
      <RolloverDialog open={dialog('rollover') !== null} position={dialog('rollover')} onClose={onClose} />
      <ConfirmDialog
        open={open?.action === 'delete'}
        title={`Delete ${open?.position.tradingSymbol ?? 'position'}?`}
        message={
          open?.action === 'delete'
            ? `${formatQuantity(open.position.quantity)} × ${open.position.tradingSymbol} at ${formatPrice(open.position.buyPrice)} will be removed. No sale is recorded; use Sell or Square off to book a profit or loss.`
            : ''
        }
        confirmLabel="Delete"
        onConfirm={remove}
        onClose={onClose}
      />
    </>
  );
}
