// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Sparkline } from './sparkline';

const points = [
  { year: 2026, month: 9, searchVolume: 1200 },
  { year: 2026, month: 10, searchVolume: null },
  { year: 2026, month: 11, searchVolume: 3400 },
];

afterEach(cleanup);

describe('the trend tooltip', () => {
  it('shows the month-by-month values on keyboard focus and hides on blur or Escape', () => {
    render(
      <div style={{ overflow: 'hidden' }}>
        <Sparkline points={points} />
      </div>,
    );
    const trend = screen.getByRole('button', { name: /Search volume trend, Sep 2026 to Nov 2026/ });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(trend);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Monthly searchesSep 20261,200Oct 2026—Nov 20263,400');
    expect(trend.getAttribute('aria-describedby')).toBe(tooltip.id);
    // Drawn outside the clipping cell, in the page's top layer.
    expect(tooltip.parentElement).toBe(document.body);
    fireEvent.keyDown(trend, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(trend);
    fireEvent.blur(trend);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows them on hover too', () => {
    render(<Sparkline points={points} />);
    const trend = screen.getByRole('button');
    fireEvent.mouseEnter(trend);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.mouseLeave(trend);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
