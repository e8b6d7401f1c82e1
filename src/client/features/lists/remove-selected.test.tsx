// @vitest-environment jsdom
// "Remove selected" on a list: removing every keyword that matches the filters leaves none to
// match, and the list page then drops the selection bar (and its dialog) as soon as the list is
// read again, which happens before the removal's mutation settles. The toast must still say what
// was removed (a browser test once waited for it in vain).
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { EMPTY_KEYWORD_FILTER } from '@shared/filters/keyword-filter';
import { removedFromListMessage } from '@shared/messages/lists';
import { useRowSelection } from '../../components/row-selection';
import { LISTS_QUERY_KEY } from './api/lists';
import { ListSelectionBar } from './remove-selected';

const LIST_ID = '44444444-4444-4444-8444-444444444444';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastSuccess.mockReset();
});

/**
 * The list page's parts that matter here: the bar is shown only while some keyword matches, and
 * another read of the list (its clusters) comes back later than its items.
 */
function ListWithBar({ matching }: { matching: () => number }) {
  const count = useQuery({ queryKey: [...LISTS_QUERY_KEY, LIST_ID, 'items'], queryFn: () => Promise.resolve(matching()) });
  useQuery({ queryKey: [...LISTS_QUERY_KEY, LIST_ID, 'clusters'], queryFn: () => new Promise((resolve) => setTimeout(() => resolve([]), 50)) });
  const selection = useRowSelection<string>(['a', 'b'], 'view');
  const { setAllMatching } = selection;
  useEffect(() => setAllMatching(true), [setAllMatching]);
  const totalMatching = count.data ?? 0;
  return totalMatching > 0 ? <ListSelectionBar listId={LIST_ID} filter={EMPTY_KEYWORD_FILTER} totalMatching={totalMatching} selection={selection} /> : <p>No keywords match.</p>;
}

it('says how many keywords were removed even when the bar leaves with them', async () => {
  let remaining = 2;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      remaining = 0;
      return new Response(JSON.stringify({ removed: 2 }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ListWithBar matching={() => remaining} />
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Remove selected' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Remove 2 keywords' }));
  await screen.findByText('No keywords match.');
  await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(removedFromListMessage(2)));
});
