import { initialsOf } from '@shared/user-display';
import { cn } from '../../lib/cn';

export function UserAvatar({ name, url, className }: { name: string; url: string | null; className?: string }) {
  return (
    <span className={cn('inline-flex h-9 w-9 items-center justify-center overflow-hidden rounded-full bg-blue-100 text-sm font-semibold text-blue-900', className)}>
      {url ? <img src={url} alt="" className="h-full w-full object-cover" /> : <span aria-hidden="true">{initialsOf(name)}</span>}
    </span>
  );
}
