// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@shared/constants/languages';
import { LOCATIONS } from '@shared/constants/locations';
import { LanguageCombobox, LocationCombobox } from './market-comboboxes';
import { filterOptions } from './filter-options';

afterEach(cleanup);

// The comboboxes read the lists through react-query; no fetch is answered here, so the bundled snapshot shows.
vi.stubGlobal('fetch', () => new Promise(() => undefined));
function renderWithQuery(ui: React.ReactElement) {
  return render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
}

function optionNames(name: string): Array<string | null> {
  fireEvent.keyDown(screen.getByRole('combobox', { name }), { key: 'ArrowDown' });
  return screen.getAllByRole('option').map((o) => o.textContent);
}

describe('LocationCombobox', () => {
  it('shows the chosen location by name, the core countries first, and every snapshot country', () => {
    renderWithQuery(<LocationCombobox value={2276} onChange={() => undefined} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Location' });
    expect(input.value).toBe('Germany');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const names = optionNames('Location');
    expect(names.slice(0, 10)).toEqual(LOCATIONS.map((l) => l.name));
    expect(names).toContain('Belgium');
    expect(names.length).toBeGreaterThanOrEqual(90);
  });

  it('filters as the user types and chooses with the keyboard', () => {
    const onChange = vi.fn();
    renderWithQuery(<LocationCombobox value={2840} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    fireEvent.change(input, { target: { value: 'belg' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Belgium']);
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(2056);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrows from the chosen option and Escape keeps the choice', () => {
    const onChange = vi.fn();
    renderWithQuery(<LocationCombobox value={2840} onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Location' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'United States' }).id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'United Kingdom' }).id);
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.getByRole('status').textContent).toBe('No location matches');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('United States');
  });
});

describe('LanguageCombobox', () => {
  it('lists the core languages first and hands back the chosen code', () => {
    const onChange = vi.fn();
    renderWithQuery(<LanguageCombobox value="en" onChange={onChange} />);
    expect(optionNames('Language').slice(0, 10)).toEqual(LANGUAGES.map((l) => l.name));
    const input = screen.getByRole('combobox', { name: 'Language' });
    fireEvent.change(input, { target: { value: 'dut' } });
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Dutch' }));
    expect(onChange).toHaveBeenCalledWith('nl');
  });
});

describe('filterOptions', () => {
  const options: Array<{ value: string | number; name: string }> = [
    { value: 2384, name: "Cote d'Ivoire" },
    { value: 2276, name: 'Germany' },
    { value: 2070, name: 'Bosnia and Herzegovina' },
    { value: 'zh-TW', name: 'Chinese (Traditional)' },
  ];
  it('ignores case and accents, ranks name starts before word starts before the rest, and matches exact codes', () => {
    expect(filterOptions(options, 'CÔTE').map((o) => o.value)).toEqual([2384]);
    expect(filterOptions(options, 'herz').map((o) => o.value)).toEqual([2070]);
    expect(filterOptions(options, 'trad').map((o) => o.value)).toEqual(['zh-TW']);
    expect(filterOptions(options, '2276').map((o) => o.value)).toEqual([2276]);
    expect(filterOptions(options, 'many').map((o) => o.value)).toEqual([2276]);
    expect(filterOptions(options, '  ')).toHaveLength(4);
  });
});
