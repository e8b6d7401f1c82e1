// A toast belongs to the page it was raised on and to the page an action leads to ("Signed in"
// shows on /research): each toast lives through one change of page and is dismissed at the next,
// so old messages never sit over the controls of a page they say nothing about.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';

export function useDismissToastsOnNavigation(): void {
  const { pathname } = useLocation();
  const carriedOver = useRef<Set<string | number>>(new Set());
  useEffect(() => {
    const current = toast.getToasts().map((t) => t.id);
    for (const id of current) if (carriedOver.current.has(id)) toast.dismiss(id);
    carriedOver.current = new Set(current.filter((id) => !carriedOver.current.has(id)));
  }, [pathname]);
}
