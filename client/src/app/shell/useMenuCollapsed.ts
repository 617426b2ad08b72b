import { useCallback, useState } from 'react';

const KEY = 'menuCollapsed';

/** The side menu's collapsed state, remembered across visits. */
export function useMenuCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return window.localStorage.getItem(KEY) === '1';
    } catch {
      return false;
    }
  });
  const toggle = useCallback(() => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(KEY, value ? '0' : '1');
      } catch {
        // Not remembered; the toggle still works.
      }
      return !value;
    });
  }, []);
  return [collapsed, toggle];
}
