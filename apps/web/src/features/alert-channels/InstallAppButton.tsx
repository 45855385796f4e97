import { Download } from 'lucide-react';
import { promptInstall, useInstallPrompt } from '../../shared/pwa';
import { Button } from '../../shared/ui';

/** "Install app" while the browser offers installing; nothing once installed or where it is not offered. */
export function InstallAppButton() {
  const { canInstall, installed } = useInstallPrompt();
  if (installed || !canInstall) return null;
  return (
    <Button size="sm" icon={<Download size={14} />} onClick={() => void promptInstall()}>
      Install app
    </Button>
  );
}
