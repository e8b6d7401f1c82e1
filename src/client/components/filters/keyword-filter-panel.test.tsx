// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_KEYWORD_FILTER } from '@shared/filters/keyword-filter';
import { researchExportHref } from './export-link';
import { KeywordFilterPanel } from './keyword-filter-panel';
import { useKeywordFilterParams } from './use-keyword-filter-params';

afterEach(cleanup);

function UrlHarness() {
  const [filter, setFilter] = useKeywordFilterParams();
  const location = useLocation();
  return (
    <>
      <KeywordFilterPanel filter={filter} onChange={setFilter} />
      <output aria-label="query">{location.search}</output>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <UrlHarness />
    </MemoryRouter>,
  );
const query = () => decodeURIComponent(screen.getByLabelText('query').textContent ?? '').replace(/\+/g, ' ');

describe('KeywordFilterPanel with the filter in the URL', () => {
  it('shows the filter a link carries', () => {
    renderAt('/keyword-results?id=r1&vol=100..5000&exc=free+cheap&excm=all&intent=commercial&qs=1');
    const volume = within(screen.getByRole('group', { name: 'Volume' }));
    expect(volume.getByLabelText<HTMLInputElement>('Min').value).toBe('100');
    expect(volume.getByLabelText<HTMLInputElement>('Max').value).toBe('5000');
    expect(screen.getByLabelText<HTMLInputElement>('Exclude words').value).toBe('free cheap');
    expect(screen.getByLabelText<HTMLSelectElement>('Exclude words: match').value).toBe('all');
    expect(screen.getByLabelText<HTMLInputElement>('Commercial').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Questions only').checked).toBe(true);
  });

  it('writes each change to the URL and keeps the research id', () => {
    renderAt('/keyword-results?id=r1');
    fireEvent.change(within(screen.getByRole('group', { name: 'Difficulty' })).getByLabelText('Max'), { target: { value: '40' } });
    const include = screen.getByLabelText('Include words');
    fireEvent.change(include, { target: { value: 'Nike, adidas' } });
    fireEvent.blur(include);
    fireEvent.click(screen.getByLabelText('Transactional'));
    fireEvent.change(within(screen.getByRole('group', { name: 'Word count' })).getByLabelText('Min'), { target: { value: '2' } });
    expect(query()).toBe('?id=r1&kd=..40&wc=2..&inc=nike adidas&intent=transactional');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(query()).toBe('?id=r1');
    expect(screen.getByLabelText<HTMLInputElement>('Include words').value).toBe('');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderAt('/keyword-results?vol=1..');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

describe('researchExportHref', () => {
  it('builds the export address with the format and the filter', () => {
    expect(researchExportHref('abc', 'json', { ...EMPTY_KEYWORD_FILTER, questionsOnly: true, ranges: { cpc: { min: 0.5, max: null } } })).toBe(
      '/api/researches/abc/export?format=json&cpc=0.5..&qs=1',
    );
  });
});
