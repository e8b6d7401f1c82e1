// @vitest-environment jsdom
// The demo label follows the answer shown, not the server's current provider; without an answer
// (a form with no numbers yet) it follows the server.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoDataNotice } from './demo-data-notice';

const config = vi.hoisted(() => ({ isDemoData: false }));
vi.mock('../lib/use-me', () => ({ usePublicConfig: () => ({ data: { isDemoData: config.isDemoData, provider: config.isDemoData ? 'demo' : 'dataforseo', googleEnabled: false } }) }));

afterEach(cleanup);

const notice = () => screen.queryByRole('note');

describe('DemoDataNotice', () => {
  it('labels a demo answer while the server uses DataForSEO', () => {
    config.isDemoData = false;
    render(<DemoDataNotice isDemoData />);
    expect(notice()?.textContent).toContain('Demo data.');
  });

  it('does not label a real answer while the server uses the demo provider', () => {
    config.isDemoData = true;
    render(<DemoDataNotice isDemoData={false} />);
    expect(notice()).toBeNull();
  });

  it('follows the server without an answer', () => {
    config.isDemoData = true;
    const { unmount } = render(<DemoDataNotice />);
    expect(notice()).not.toBeNull();
    unmount();
    config.isDemoData = false;
    render(<DemoDataNotice />);
    expect(notice()).toBeNull();
  });
});
