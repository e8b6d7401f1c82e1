// @vitest-environment jsdom
// The SERP features cell names every icon for screen readers, counts the features it has no icon
// for, and says "not known" (never "none") when no features are stored.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SerpFeatureIcons } from './serp-features-cell';

afterEach(cleanup);

describe('SerpFeatureIcons', () => {
  it('lists the filterable features by name, in the filter’s order, and the others as +n', () => {
    render(<SerpFeatureIcons features={['organic', 'video', 'ai_overview', 'related_searches', 'twitter']} />);
    const list = screen.getByRole('list', { name: 'SERP features' });
    const items = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['AI overview', 'Videos', '+2Related searches, X (Twitter) posts']);
  });

  it('says the features are not known when none are stored, and "organic only" for a plain page', () => {
    render(<SerpFeatureIcons features={[]} />);
    expect(screen.getByText('SERP features not known')).toBeTruthy();
    cleanup();
    render(<SerpFeatureIcons features={['organic']} />);
    expect(screen.getByText('Organic only')).toBeTruthy();
  });
});
