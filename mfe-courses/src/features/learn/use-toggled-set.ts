import { useCallback, useState } from 'react';

/** A set of ids (open modules, closed lessons) and a stable function that adds or removes one. */
export function useToggledSet(initial: () => Set<string>): [Set<string>, (id: string) => void] {
  const [ids, setIds] = useState(initial);
  const toggle = useCallback(
    (id: string) =>
      setIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  return [ids, toggle];
}
