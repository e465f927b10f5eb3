import { useSearchParams } from '@quantethic/shared/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ALL_LEVELS } from './filter-courses';

/** SPEC §9: the search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The URL parameters of the catalogue: ?q={search}&level={level}. */
export const SEARCH_PARAM = 'q';
export const LEVEL_PARAM = 'level';

export interface CatalogueFilters {
  /** What is in the search box right now. */
  input: string;
  setInput: (value: string) => void;
  /** The search the list is filtered by (from the URL, 300 ms behind the box). */
  query: string;
  /** The selected level, or null for 'All Courses'. */
  level: string | null;
  setLevel: (level: string | null) => void;
  /** Empties the search and the level filter. */
  clear: () => void;
}

/**
 * Search and level filter kept in the URL, so a filtered list can be shared and survives a
 * reload. Typing updates the URL (replacing the history entry) 300 ms after the last keystroke;
 * picking a level adds a history entry; back/forward and links update the search box.
 */
export function useCatalogueFilters(): CatalogueFilters {
  const [params, setParams] = useSearchParams();
  const query = params.get(SEARCH_PARAM) ?? '';
  const rawLevel = params.get(LEVEL_PARAM);
  const level = rawLevel && rawLevel !== ALL_LEVELS ? rawLevel : null;
  const [input, setInput] = useState(query);
  // The search last written to (or read from) the URL.
  const synced = useRef(query);

  useEffect(() => {
    if (query !== synced.current) {
      synced.current = query;
      setInput(query);
    }
  }, [query]);

  useEffect(() => {
    const next = input.trim() ? input : '';
    if (next === synced.current) return;
    const timer = window.setTimeout(() => {
      synced.current = next;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(SEARCH_PARAM, next);
          else updated.delete(SEARCH_PARAM);
          return updated;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input, setParams]);

  const setLevel = useCallback(
    (value: string | null) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (value && value !== ALL_LEVELS) updated.set(LEVEL_PARAM, value);
        else updated.delete(LEVEL_PARAM);
        return updated;
      });
    },
    [setParams],
  );

  const clear = useCallback(() => {
    synced.current = '';
    setInput('');
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete(SEARCH_PARAM);
      updated.delete(LEVEL_PARAM);
      return updated;
    });
  }, [setParams]);

  return { input, setInput, query, level, setLevel, clear };
}
