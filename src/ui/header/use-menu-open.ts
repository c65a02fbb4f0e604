import { useCallback, useState } from 'react';

type MenuState = 'neverOpened' | 'open' | 'closed';

export interface MenuOpen {
  open: boolean;
  /** Whether the menu's list is drawn: from its first opening on, so reopening it is instant. */
  drawn: boolean;
  setOpen: (next: boolean | ((open: boolean) => boolean)) => void;
}

/**
 * A header menu's open state. Its list is drawn only once it first opens: the closed lists (three menus, in
 * the desktop bar and again in the phone menu) were a third of every page's first commit, which a phone's
 * main thread does in one long task.
 */
export function useMenuOpen(): MenuOpen {
  const [state, setState] = useState<MenuState>('neverOpened');
  const setOpen = useCallback(
    (next: boolean | ((open: boolean) => boolean)) =>
      setState((current) => {
        const open = typeof next === 'function' ? next(current === 'open') : next;
        if (open) return 'open';
        return current === 'neverOpened' ? current : 'closed';
      }),
    [],
  );
  return { open: state === 'open', drawn: state !== 'neverOpened', setOpen };
}
