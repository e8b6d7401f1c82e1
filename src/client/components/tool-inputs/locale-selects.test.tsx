// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@shared/constants/languages';
import { LOCATIONS } from '@shared/constants/locations';
import { LanguageSelect } from './language-select';
import { LocationSelect } from './location-select';

afterEach(cleanup);

describe('LanguageSelect and LocationSelect', () => {
  it('list the offered languages by name and hand back the chosen code', () => {
    const onChange = vi.fn();
    render(<LanguageSelect value="en" onChange={onChange} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Language');
    expect([...select.options].map((o) => [o.value, o.text])).toEqual(LANGUAGES.map((l) => [l.code, l.name]));
    fireEvent.change(select, { target: { value: 'de' } });
    expect(onChange).toHaveBeenCalledWith('de');
  });

  it('list the offered locations by name and hand back the chosen numeric code', () => {
    const onChange = vi.fn();
    render(<LocationSelect value={2840} onChange={onChange} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Location');
    expect(select.value).toBe('2840');
    expect([...select.options].map((o) => [o.value, o.text])).toEqual(LOCATIONS.map((l) => [String(l.code), l.name]));
    const other = LOCATIONS.find((l) => l.code !== 2840)!;
    fireEvent.change(select, { target: { value: String(other.code) } });
    expect(onChange).toHaveBeenCalledWith(other.code);
  });
});
