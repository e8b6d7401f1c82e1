// /lists: the user's saved keyword lists (name, keyword count, total volume,
// market, last change), a form to create one in a chosen market (the plan's cap is the server's),
// and delete.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatDate } from '@shared/format/date';
import { formatNumber } from '@shared/format/number';
import { LIST_TOASTS } from '@shared/messages/lists';
import { usePageTitle } from '../../components/layout/use-page-title';
import { LanguageCombobox, LocationCombobox, marketText } from '../../components/markets';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { useCreateList, useDeleteList, useLists } from './api/lists';
import { useListMarket } from './use-list-market';

export function ListsPage() {
  usePageTitle('Keyword lists');
  const lists = useLists();
  const create = useCreateList();
  const remove = useDeleteList();
  const [name, setName] = useState('');
  const market = useListMarket();

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, locationCode: market.locationCode, languageCode: market.languageCode }, {
      onSuccess: () => {
        setName('');
        toast.success(LIST_TOASTS.created);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Keyword lists</h1>
        <p className="mt-2 text-muted-foreground">
          Keep keywords from any research, import your own, and share a list read-only.
          {lists.data?.maxLists != null ? ` Your plan allows ${lists.data.maxLists} lists.` : null}
        </p>
      </div>
      <form onSubmit={onCreate} className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="new-list-name">New list name</Label>
          <Input id="new-list-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} required />
        </div>
        <LanguageCombobox id="new-list-language" className="w-44" value={market.languageCode} onChange={market.setLanguage} />
        <LocationCombobox id="new-list-location" className="w-48" value={market.locationCode} onChange={market.setLocation} />
        <Button type="submit" disabled={create.isPending || name.trim() === ''}>
          Create list
        </Button>
      </form>
      {lists.isPending ? (
        <Spinner className="py-16" />
      ) : lists.error ? (
        <Alert tone="error">{lists.error.message}</Alert>
      ) : lists.data.lists.length === 0 ? (
        <Card>
          <CardContent className="py-12 text-center text-muted-foreground">No lists yet. Create one, or add keywords from a research.</CardContent>
        </Card>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left">
              <th className="py-2 pr-3">Name</th>
              <th className="hidden py-2 pr-3 sm:table-cell">Market</th>
              <th className="py-2 pr-3 text-right">Keywords</th>
              <th className="py-2 pr-3 text-right">Total volume</th>
              <th className="hidden py-2 pr-3 sm:table-cell">Updated</th>
              <th className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lists.data.lists.map((list) => (
              <tr key={list.id} className="border-b">
                <td className="py-2 pr-3">
                  <Link to={`/lists/${list.id}`} className="font-medium text-primary hover:underline">
                    {list.name}
                  </Link>
                </td>
                <td className="hidden py-2 pr-3 sm:table-cell">{marketText(list.locationCode, list.languageCode)}</td>
                <td className="py-2 pr-3 text-right">{formatNumber(list.keywordCount)}</td>
                <td className="py-2 pr-3 text-right">{formatNumber(list.totalVolume)}</td>
                <td className="hidden py-2 pr-3 sm:table-cell">{formatDate(list.updatedAt)}</td>
                <td className="py-2 text-right">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Delete list ${list.name}`}
                    onClick={() => remove.mutate(list.id, { onSuccess: () => toast.success(LIST_TOASTS.deleted) })}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
