import './lib/zod-config';
import { loadApp } from './app/load-app';
import { showSignInPage } from './app/sign-in-page';
import { opensOnSignIn } from './lib/route-table';
import { initialLanguage, whenLanguageShown } from './lib/i18n/language';
import { readStoredUser } from './lib/session';

/*
 * The entry: a few kilobytes that choose what the page becomes. A visitor who is not signed in,
 * at an address that opens on Sign In, gets the light Sign In page at once; everyone else gets the
 * app, fetched now (app/start.tsx). docs/decisions.md, issue 41.
 */
const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

if (!readStoredUser() && opensOnSignIn(window.location.pathname)) {
  // In Gujarati or Hindi, the page's few texts (one small chunk) before it is drawn.
  whenLanguageShown(initialLanguage(), 'sign-in', () => showSignInPage(root));
} else void loadApp().then(({ startApp }) => startApp(root));
