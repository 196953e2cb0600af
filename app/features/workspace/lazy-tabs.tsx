import { lazy } from 'react'
import * as rendered from './eager-tabs.server.tsx'

// On the server each tab is the component itself, so it renders in the first pass with no
// Suspense fallback (a page without JavaScript cannot swap one in). In the browser it is
// loaded with its view: hydration keeps the server's HTML until the tab's chunk arrives.
const onServer: Partial<typeof rendered> = rendered

export const FeaturesTab =
  onServer.FeaturesTab ?? lazy(() => import('./features-tab.tsx').then((m) => ({ default: m.FeaturesTab })))

export const CollaborationTab =
  onServer.CollaborationTab ??
  lazy(() => import('./collaboration-tab.tsx').then((m) => ({ default: m.CollaborationTab })))

export const AnalyticsTab =
  onServer.AnalyticsTab ??
  lazy(() => import('./analytics-tab.tsx').then((m) => ({ default: m.AnalyticsTab })))

export const ClauseLibraryTab =
  onServer.ClauseLibraryTab ??
  lazy(() => import('../clause-library/library-tab.tsx').then((m) => ({ default: m.ClauseLibraryTab })))

export const TemplatesTab =
  onServer.TemplatesTab ??
  lazy(() => import('../template-builder/templates-tab.tsx').then((m) => ({ default: m.TemplatesTab })))
