import { useEffect, useState, type ComponentType } from 'react';

import { useUser } from '~/components/account/use-user';

import { useCompared } from './compare-store';

/**
 * The compare tray's code is fetched only once there is something to show or keep: a home chosen,
 * or a signed-in visitor whose account may hold some (ADR 0059). Pages stay as light without it.
 */
export function CompareTrayLoader() {
  const count = useCompared().length;
  const signedIn = useUser() !== null;
  const [Tray, setTray] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Tray || (count === 0 && !signedIn)) return;
    void import('./compare-tray').then((module) => setTray(() => module.CompareTray));
  }, [Tray, count, signedIn]);
  return Tray ? <Tray /> : null;
}
