import clsx from 'clsx';
import { Columns3 } from 'lucide-react';
import { useState } from 'react';
import { Button, Dialog } from '../../shared/ui';
import { availableContainers, type ContainerDefinition } from './containerCatalog';

export interface AddContainerDialogProps {
  open: boolean;
  onClose: () => void;
  onSelected: (id: string) => void;
  onConfigure: (id: string) => void;
  containers: readonly string[];
}

/** Lists the container types not yet on the layout; customisable ones go on to column configuration. */
export function AddContainerDialog({ open, onClose, onSelected, onConfigure, containers }: AddContainerDialogProps) {
  const options = availableContainers(containers);
  const [picked, setPicked] = useState<string | null>(null);
  const choice = options.find((o) => o.id === picked) ?? null;

  const confirm = (def: ContainerDefinition | null) => {
    if (!def) return;
    setPicked(null);
    if (def.customizable) onConfigure(def.id);
    else onSelected(def.id);
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        setPicked(null);
        onClose();
      }}
      title="Add Container"
      description="Choose a container for your dashboard."
      size="md"
      footer={
        options.length > 0 && (
          <>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" disabled={!choice} onClick={() => confirm(choice)}>
              {choice && !choice.customizable ? 'Add Container' : 'Next: Configure Columns'}
            </Button>
          </>
        )
      }
    >
      {options.length === 0 ? (
        <p className="add-dialog__none">All available containers are already added to the layout.</p>
      ) : (
        <div className="add-dialog__list" role="radiogroup" aria-label="Container types">
          {options.map((def) => (
            <button
              key={def.id}
              type="button"
              role="radio"
              aria-checked={picked === def.id}
              className={clsx('add-dialog__option', picked === def.id && 'add-dialog__option--on')}
              onClick={() => setPicked(def.id)}
              onDoubleClick={() => confirm(def)}
            >
              <span className="add-dialog__name">{def.name}</span>
              <span className="add-dialog__desc">{def.description}</span>
              <span className="add-dialog__meta">
                <span>
                  Default size {def.defaultSize.w} × {def.defaultSize.h}
                </span>
                {def.customizable && (
                  <span className="add-dialog__hint">
                    <Columns3 size={12} aria-hidden="true" /> Customizable columns
                  </span>
                )}
              </span>
            </button>
          ))}
        </div>
      )}
    </Dialog>
  );
}
