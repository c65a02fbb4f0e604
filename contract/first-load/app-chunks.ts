/**
 * The chunks the app starts with, each named for the module that heads it: the build puts each with what it
 * imports (vite.config.ts), a chunk earlier in the list keeping what it shares with a later one. The entry
 * imports `start` after the first paint, and src/start-app.tsx imports the other three at once, so each is
 * evaluated in a task of its own as it arrives: one chunk of them all (~590 kB) held a phone's main thread for
 * ~250 ms at a stretch (long tasks are what Total Blocking Time counts). The server preloads all four with
 * every page but home, whose banner goes first (home fetches the other three a round trip after `start`), and
 * the size benchmark counts them (server/site/bundle-graph.ts).
 */
export const APP_CHUNKS = [
  { name: 'start', head: /\/src\/start-app\.tsx$/ },
  { name: 'react-dom', head: /\/node_modules\/(react-dom|scheduler)\// },
  { name: 'providers', head: /\/src\/app-providers\.tsx$/ },
  { name: 'router', head: /\/src\/app-router\.ts$/ },
] as const;
