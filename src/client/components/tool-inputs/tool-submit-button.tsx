// The submit button of a tool screen: a search icon and the idle label, or a spinner and the busy
// label while the request runs. Disabled while the keyword is blank or a request runs (Enter in
// the keyword box still submits, so a blank keyword gets its toast).
import { Loader2, Search } from 'lucide-react';
import { Button } from '../ui/button';

export interface ToolSubmitButtonProps {
  keyword: string;
  isRunning: boolean;
  label: string;
  busyLabel: string;
}

export function ToolSubmitButton({ keyword, isRunning, label, busyLabel }: ToolSubmitButtonProps) {
  return (
    <Button type="submit" size="lg" disabled={keyword.trim() === '' || isRunning}>
      {isRunning ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Search className="h-4 w-4" aria-hidden="true" />}
      {isRunning ? busyLabel : label}
    </Button>
  );
}
