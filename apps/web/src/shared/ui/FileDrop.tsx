import clsx from 'clsx';
import { Upload } from 'lucide-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from './Button';

/** Drop a file here, or choose one with the button (a real button, so the keyboard reaches it). */
export function FileDrop({
  onFile,
  title,
  hint,
  accept,
  buttonLabel = 'Choose file',
  disabled,
}: {
  onFile: (file: File) => void;
  title: string;
  hint?: ReactNode;
  accept?: string;
  buttonLabel?: string;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files?.[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      className={clsx('file-drop', over && 'file-drop--over', disabled && 'file-drop--disabled')}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="file-drop"
    >
      <Upload size={28} aria-hidden="true" className="file-drop__icon" />
      <p className="file-drop__title">{title}</p>
      {hint && <p className="file-drop__hint">{hint}</p>}
      <Button variant="primary" icon={<Upload size={16} />} onClick={() => input.current?.click()} disabled={disabled}>
        {buttonLabel}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="visually-hidden"
        tabIndex={-1}
        // The button above is the control; this input only opens the browser's file chooser.
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
