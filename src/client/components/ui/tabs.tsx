import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cn('inline-flex h-10 items-center gap-1 rounded-md bg-muted p-1', className)} {...props} />;
}
export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn('rounded px-3 py-1.5 text-sm font-medium data-[state=active]:bg-white data-[state=active]:shadow', className)}
      {...props}
    />
  );
}
export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  // Radix makes a panel focusable (Tab from the tab list lands on it), so it needs a visible focus
  // ring like every other focusable control.
  return (
    <RadixTabs.Content
      className={cn('mt-4 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2', className)}
      {...props}
    />
  );
}
