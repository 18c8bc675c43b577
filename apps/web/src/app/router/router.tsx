import { createBrowserRouter } from 'react-router';
import { PageFrame } from '../layouts/page-frame.tsx';
import { RootShell } from '../root-shell.tsx';
import { RouteError } from './route-error.tsx';
import { notFoundEntry, routeTable } from './route-table.ts';

/** History-mode router with every route of the spec 2 table, each in its own layout frame. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      children: [...routeTable, notFoundEntry].map((entry) => ({
        path: entry.path,
        // The key gives each route its own frame, so a drawer left open closes on navigation.
        element: <PageFrame key={entry.path} route={entry} />,
      })),
    },
  ]);
}
