import { Download } from 'lucide-react';
import { promptInstall, useInstallPrompt } from '../../shared/pwa';
import { Button, Card } from '../../shared/ui';

/**
 * "Install app" while the browser offers installing; nothing once installed or where it is not
 * offered. It does not depend on the alerts service, so it shows even when that is down.
 */
export function InstallAppCard() {
  const { canInstall, installed } = useInstallPrompt();
  if (installed || !canInstall) return null;
  return (
    <Card
      title="Install the app"
      subtitle="Its own window and icon, opens offline, and web push alerts arrive with it closed."
      aria-label="Install the app"
      actions={
        <Button size="sm" variant="primary" icon={<Download size={14} />} onClick={() => void promptInstall()}>
          Install app
        </Button>
      }
    />
  );
}
