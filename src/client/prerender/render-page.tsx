// The build's server-side entry (decision 016): renders one route of the app to HTML, exactly as
// main.tsx renders it in the browser, so hydrateRoot adopts the markup without a mismatch. Every
// lazy page is awaited (react-dom/static's prerender), so the HTML holds the page, not a spinner.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { takePrerenderedTitle } from '../components/layout/use-page-title';
import { AuthProvider } from '../features/auth';
import { AppRoutes } from '../routes';

export { PRERENDERED_ROUTES } from './prerendered-routes';

export interface RenderedPage {
  html: string;
  title: string | null;
}

export async function renderPage(url: string): Promise<RenderedPage> {
  takePrerenderedTitle();
  // A client of its own per page: nothing is fetched while pre-rendering, and every query stays
  // pending, as it is in the browser's first render.
  const queryClient = new QueryClient();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return { html, title: takePrerenderedTitle() };
}
