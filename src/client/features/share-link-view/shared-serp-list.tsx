// A shared SERP analysis, read-only: the organic results in position order.
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useSharedSerp } from './use-shared';

export function SharedSerpList({ token }: { token: string }) {
  const serp = useSharedSerp(token, true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Organic results</CardTitle>
      </CardHeader>
      <CardContent>
        {serp.isPending ? (
          <Spinner />
        ) : serp.error ? (
          <p className="text-muted-foreground">The results could not be loaded.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {serp.data.results.map((result) => (
              <li key={`${result.position}:${result.url}`} className="flex gap-3">
                <span className="w-8 shrink-0 text-right font-semibold tabular-nums">{result.position}</span>
                <span className="min-w-0">
                  <span className="block truncate font-medium">{result.title}</span>
                  <span className="block truncate text-sm text-muted-foreground">{result.url}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
