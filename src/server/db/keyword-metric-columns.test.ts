// Both stores of keyword rows hold exactly the declared metrics (src/shared/keyword-row/metrics.ts)
// beside their own columns: a research's rows every metric, a list's items those stored in both.
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedMetricKeys } from '../../shared/keyword-row/metrics.js';
import { keywordResults } from './schema/app.js';
import { keywordListItems } from './schema/lists.js';

const OWN_COLUMNS = {
  research: ['id', 'researchId', 'rank', 'keyword', 'metricsSource', 'metricsFetchedAt', 'metricsUpdatedAt', 'isSeedKeyword'],
  list: ['id', 'listId', 'rank', 'keyword', 'metricsSource', 'metricsFetchedAt', 'note', 'addedAt'],
};

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

describe('the keyword metric columns', () => {
  it.each([
    ['research', keywordResults],
    ['list', keywordListItems],
  ] as const)('of the %s store are the declared metrics', (store, table) => {
    const columns = getTableColumns(table);
    const metrics = Object.keys(columns).filter((key) => !OWN_COLUMNS[store].includes(key));
    expect(metrics.sort()).toEqual([...storedMetricKeys(store)].sort());
    for (const key of metrics) expect(columns[key as keyof typeof columns].name).toBe(snake(key));
  });
});
