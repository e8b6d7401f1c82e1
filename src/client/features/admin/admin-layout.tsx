// Placeholder until this screen is built.
import { Outlet } from 'react-router';
export function AdminLayout() {
  return <div className="mx-auto max-w-7xl px-4 py-10"><Outlet /></div>;
}
