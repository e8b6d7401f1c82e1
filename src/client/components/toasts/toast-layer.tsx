// The toasts of the app (spec section 9: at most 3 visible, 4 s by default, light theme; sonner's
// hotkey is Alt+T) and their dismissal on navigation. Loaded lazily by SiteLayout (decision 016).
import { Toaster } from 'sonner';
import { useDismissToastsOnNavigation } from './use-dismiss-toasts-on-navigation';

export function ToastLayer() {
  useDismissToastsOnNavigation();
  return <Toaster theme="light" closeButton visibleToasts={3} duration={4000} hotkey={['altKey', 'KeyT']} />;
}
