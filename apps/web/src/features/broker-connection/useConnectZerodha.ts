import { useState } from 'react';
import { toastFailure } from '../../shared/api/errorToast';
import { brokerApi } from './brokerApi';

/** Leaves for Kite's login page: POST connect, then the browser goes to the login URL it answers. */
export function useConnectZerodha() {
  const [busy, setBusy] = useState(false);
  const connect = async () => {
    setBusy(true);
    try {
      const { login_url } = await brokerApi.connect();
      window.location.assign(login_url);
    } catch (e) {
      toastFailure(e, 'Could not start the Zerodha login');
      setBusy(false);
    }
  };
  return { connect, busy };
}
