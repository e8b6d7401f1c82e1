// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RESULTS_FILTER_DEFAULTS, type MetricFilters } from '@shared/filters/numeric-filter';
import { NumericFiltersPanel } from './numeric-filters-panel';

afterEach(cleanup);

function Harness() {
  const [filters, setFilters] = useState<MetricFilters>({ ...RESULTS_FILTER_DEFAULTS, volume: { ...RESULTS_FILTER_DEFAULTS.volume, enabled: true } });
  return (
    <NumericFiltersPanel
      filters={filters}
      onChange={(key, patch) => setFilters((current) => ({ ...current, [key]: { ...current[key], ...patch } }))}
      onReset={() => setFilters(RESULTS_FILTER_DEFAULTS)}
    />
  );
}

describe('NumericFiltersPanel', () => {
  it('keeps typed text while editing and commits it as a number on blur (empty or invalid becomes 0)', () => {
    render(<Harness />);
    const value = screen.getByLabelText<HTMLInputElement>('Volume value');
    fireEvent.change(value, { target: { value: '1.5k' } });
    expect(value.value).toBe('1.5k');
    fireEvent.blur(value);
    expect(value.value).toBe('1500');
    fireEvent.change(value, { target: { value: '' } });
    fireEvent.blur(value);
    expect(value.value).toBe('0');
    fireEvent.change(value, { target: { value: 'lots' } });
    fireEvent.blur(value);
    expect(value.value).toBe('0');
  });

  it('resets to the defaults with every filter disabled', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect((screen.getByLabelText<HTMLInputElement>('Volume')).checked).toBe(false);
    expect((screen.getByLabelText<HTMLSelectElement>('Volume operator')).value).toBe('>');
  });
});
