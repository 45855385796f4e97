import { useState } from 'react';
import { Button, Dialog, TextField } from '../../shared/ui';
import { cleanLayoutName } from './layoutNames';

export interface SaveLayoutDialogProps {
  open: boolean;
  defaultName: string;
  containerCount: number;
  onCancel: () => void;
  onSave: (name: string) => Promise<boolean>;
}

/** Names the layout to save: Enter saves, Escape cancels; an existing name updates that layout. */
export function SaveLayoutDialog({ open, defaultName, containerCount, onCancel, onSave }: SaveLayoutDialogProps) {
  const [name, setName] = useState(defaultName);
  const [saving, setSaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setName(defaultName);
  }
  const valid = cleanLayoutName(name) !== null;
  const save = async () => {
    if (!valid || saving) return;
    setSaving(true);
    try {
      if (await onSave(name)) onCancel();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title="Save Layout"
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="primary" onClick={save} disabled={!valid} loading={saving}>
            Save
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextField
          label="Layout name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={100}
          placeholder="e.g. Morning watch"
          autoComplete="off"
        />
        <p className="save-dialog__count">
          This layout contains {containerCount} container{containerCount === 1 ? '' : 's'}
        </p>
      </form>
    </Dialog>
  );
}
