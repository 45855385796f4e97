import toast from 'react-hot-toast';
import type { Position } from '@app/contracts/portfolio/types';
import { ConfirmDialog } from '../../../components/ui';
import { errorText } from '../../api/apiError';
import { formatPrice, formatQuantity } from '../../format/numbers';
import { PATHS, portfolioApi, useRevalidate } from '../api/portfolioApi';
import { PositionFormDialog } from '../dialogs/PositionFormDialog';
import { RolloverDialog } from '../dialogs/RolloverDialog';
import { SellDialog } from '../dialogs/SellDialog';
import { SquareOffDialog } from '../dialogs/SquareOffDialog';
import type { PositionAction } from './PositionActions';

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
      toast.error(errorText(e, 'Failed to delete position'));
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
