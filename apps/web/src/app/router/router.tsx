import { BrowserRouter, Route, Routes } from 'react-router';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { PageFrame } from '../layouts/page-frame.tsx';
import { RootShell } from '../root-shell.tsx';
import { RouteError } from './route-error.tsx';
import { notFoundEntry, routeTable } from './route-table.ts';

/**
 * History-mode router with every route of the spec 2 table, each in its own layout frame.
 * Declarative mode: the portal uses no loaders or actions, and the data router would add about
 * 10 KB gzipped to the first load.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ErrorBoundary fallback={<RouteError />}>
        <Routes>
          <Route element={<RootShell />}>
            {[...routeTable, notFoundEntry].map((entry) => (
              // The key gives each route its own frame, so a drawer left open closes on navigation.
              <Route
                key={entry.path}
                path={entry.path}
                element={<PageFrame key={entry.path} route={entry} />}
              />
            ))}
          </Route>
        </Routes>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
