// The workspace's other tabs, imported as they are for the server's render: a page
// without JavaScript gets each tab in full. The browser bundle gets an empty module here
// (Remix empties `.server` files) and loads each tab's code with its view (lazy-tabs.tsx).
export { FeaturesTab } from './features-tab.tsx'
export { CollaborationTab } from './collaboration-tab.tsx'
export { AnalyticsTab } from './analytics-tab.tsx'
export { ClauseLibraryTab } from '../clause-library/library-tab.tsx'
export { TemplatesTab } from '../template-builder/templates-tab.tsx'
