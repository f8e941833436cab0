import type { City } from '@yaar/shared';
import { rankByLabel } from '@yaar/shared';
import { vi } from 'vitest';

/** The address of a fetch call's first argument. */
export const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const routeOf = (input: RequestInfo | URL, init?: RequestInit) =>
  `${init?.method ?? 'GET'} ${new URL(urlOf(input), 'http://localhost').pathname}`;

export interface MockAnswer {
  status?: number;
  body?: unknown;
}
type Handler =
  MockAnswer | ((body: unknown, init: RequestInit) => MockAnswer | Promise<MockAnswer>);

/** The cities every mocked server knows (the city pickers search them as the real one does). */
export const testCities: City[] = [
  { CityId: 1, CityName: 'Ahmedabad', state: { StateName: 'Gujarat' } },
  { CityId: 2, CityName: 'Pune', state: { StateName: 'Maharashtra' } },
];

function answerCities(input: RequestInfo | URL): MockAnswer {
  const query = new URL(urlOf(input), 'http://localhost').searchParams;
  const id = query.get('CityId');
  const search = query.get('Search');
  const data =
    id !== null
      ? testCities.filter((city) => city.CityId === Number(id))
      : search !== null
        ? rankByLabel(testCities, search, (city) => city.CityName, 50)
        : testCities;
  return { status: 200, body: { status: 200, message: 'Cities', data } };
}

/**
 * Stubs `fetch` at the boundary. Routes are keyed 'METHOD /path' (e.g. 'POST /api/login');
 * an unknown route answers 404, except `GET /api/cities-list`, which answers `testCities`.
 * Returns the mock, to inspect its calls.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = routeOf(input, init);
    const handler = routes[key];
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const answer: MockAnswer = !handler
      ? key === 'GET /api/cities-list'
        ? answerCities(input)
        : { status: 404, body: { status: 404, message: 'Not found.' } }
      : typeof handler === 'function'
        ? await handler(body, init)
        : handler;
    const status = answer.status ?? 200;
    return new Response(JSON.stringify(answer.body ?? { status, message: '' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one route. */
export function sentTo(fetchMock: ReturnType<typeof mockFetch>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => routeOf(input, init) === key)
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    );
}

export const ok = (message: string, data?: unknown): MockAnswer => ({
  status: 200,
  body: { status: 200, message, data },
});

export const failure = (
  status: number,
  message: string,
  errors?: Record<string, string>,
): MockAnswer => ({
  status,
  body: { status, message, errors },
});

/** A route that answers `first` once and `then` ever after (a failure, then Retry). */
export function failsOnce(first: MockAnswer, then: MockAnswer): Handler {
  let answered = false;
  return () => {
    if (answered) return then;
    answered = true;
    return first;
  };
}
