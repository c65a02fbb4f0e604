import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flowsViewerLocale } from '../../contract/flows-viewer-page';
import { renderSitePage } from './site-page';

/** The viewer's build inside the site's (flows-viewer/viewer-build.ts): its page and its assets. */
export const FLOWS_VIEWER_FILES = /^\/flows-viewer\//;

/** Renders the flows viewer's page for /flows and /{locale}/flows; undefined for any other path. */
export type FlowsViewerPage = (path: string, styleNonce: string) => string | undefined;

/**
 * The flows viewer's page where it is on (FLOWS_PAGE=on, or development): its own build's index.html in the
 * address's language, with this reply's style nonce. Where it is off, or not built, no path is its page.
 */
export function loadFlowsViewerPage(distDir: string, on: boolean): FlowsViewerPage {
  const file = join(distDir, 'flows-viewer', 'index.html');
  const template = on && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  return (path, styleNonce) => {
    const locale = template ? flowsViewerLocale(path) : undefined;
    return template && locale ? renderSitePage(template, { locale, styleNonce }) : undefined;
  };
}
