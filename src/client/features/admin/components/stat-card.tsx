import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';

export function StatCard({ label, value, hint, icon: Icon }: { label: string; value: string; hint?: string; icon: LucideIcon }) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-4 pt-6">
        <div>
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <p className="mt-1 text-3xl font-bold">{value}</p>
          {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
        </div>
        <Icon className="h-8 w-8 text-blue-700" aria-hidden="true" />
      </CardContent>
    </Card>
  );
}
