import { Plus, RefreshCw, Save, Settings } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, Switch } from '../../shared/ui';
import type { LayoutManager } from './useLayoutManager';
import { LayoutsDropdown } from './LayoutsDropdown';

export interface LayoutToolbarProps {
  manager: LayoutManager;
  onAdd: () => void;
  onSave: () => void;
}

/** Add Container, the saved layouts, Save, auto-save, settings and Refresh. */
export function LayoutToolbar({ manager, onAdd, onSave }: LayoutToolbarProps) {
  const loading = manager.status === 'loading';
  return (
    <div className="layout-toolbar" role="toolbar" aria-label="Layout">
      <Button variant="primary" icon={<Plus size={16} />} onClick={onAdd} disabled={loading}>
        Add Container
      </Button>
      <LayoutsDropdown
        layouts={manager.savedLayouts}
        activeLayoutName={manager.activeLayout?.name ?? null}
        loading={manager.savedLayoutsLoading}
        onLoad={manager.loadLayout}
        onDelete={manager.deleteLayout}
      />
      <Button icon={<Save size={16} />} onClick={onSave} disabled={loading || manager.containers.length === 0}>
        Save
      </Button>
      <Switch
        className="layout-toolbar__autosave"
        label="Auto-save"
        description={manager.activeLayout ? `into "${manager.activeLayout.name}"` : 'into the active layout'}
        checked={manager.enableAutoSave}
        onChange={manager.setEnableAutoSave}
      />
      <span className="layout-toolbar__spacer" />
      <Link className="btn btn--ghost" to="/dashboard/settings">
        <Settings size={16} aria-hidden="true" />
        <span>Settings</span>
      </Link>
      <Button variant="ghost" icon={<RefreshCw size={16} />} onClick={() => window.location.reload()}>
        Refresh
      </Button>
    </div>
  );
}
