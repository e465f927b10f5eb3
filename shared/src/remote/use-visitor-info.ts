import { useEffect, useState } from 'react';
import type { VisitorInfo } from '../contracts/entities';
import { getVisitorInfo, VISITOR_KEYS } from '../storage/visitor';
import { useIsHydrated, useRemoteProps } from './remote-context';

/**
 * The visitor's saved contact info (null until name, email and phone are all saved). Follows
 * changes made elsewhere on the page (the bus `visitor:changed` event) and in other tabs. Null
 * while a served page hydrates, as it was rendered at deploy time (no visitor there).
 */
export function useVisitorInfo(): VisitorInfo | null {
  const { bus } = useRemoteProps();
  const hydrated = useIsHydrated();
  const [info, setInfo] = useState<VisitorInfo | null>(getVisitorInfo);
  useEffect(() => {
    const refresh = () => setInfo(getVisitorInfo());
    const off = bus.on('visitor:changed', refresh);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || Object.values(VISITOR_KEYS).includes(event.key as never)) refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      off();
      window.removeEventListener('storage', onStorage);
    };
  }, [bus]);
  return hydrated ? info : null;
}
