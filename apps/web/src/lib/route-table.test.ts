import { describe, expect, it } from 'vitest';
import type { RouteName } from './paths';
import { pathTo, routeTable } from './paths';
import { opensOnSignIn } from './route-table';

describe('opensOnSignIn (the entry’s choice for a visitor who is not signed in)', () => {
  const names = Object.keys(routeTable) as RouteName[];

  it.each(names)('agrees with the guards for %s', (name) => {
    const path = pathTo(name, { id: 7, followUp: 'Today' });
    const { access } = routeTable[name];
    expect(opensOnSignIn(path)).toBe(
      name === 'SignIn' || access === 'signed-in' || access === 'admin',
    );
  });

  it('sends an unknown address to Sign In, as the not-found page is a signed-in one', () => {
    expect(opensOnSignIn('/no-such-page')).toBe(true);
    expect(opensOnSignIn('/signup/extra')).toBe(true);
  });

  it('matches as the router does: any case, a trailing slash', () => {
    expect(opensOnSignIn('/SignUp')).toBe(false);
    expect(opensOnSignIn('/signup/')).toBe(false);
    expect(opensOnSignIn('/payment-qr//')).toBe(false);
    expect(opensOnSignIn('/')).toBe(true);
    expect(opensOnSignIn('/SIGNIN/')).toBe(true);
  });

  it('needs no pattern matching: the routes a visitor may open take no parameters', () => {
    const open = Object.values(routeTable).filter(
      (entry) => entry.access === 'guest' || entry.access === 'public',
    );
    expect(open.map((entry) => entry.path)).toEqual(['/signin', '/signup', '/payment-qr']);
    for (const entry of open) expect(entry.path).not.toMatch(/[:*]/);
  });
});
