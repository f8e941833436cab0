import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@yaar/shared';
import { showAlert } from './alerts';
import { ApiError, createApiClient } from './api-client';
import { api, oyaarApi } from './api';
import { COMPANION_TOKEN_KEY, USER_KEY } from './auth';
import { failure, mockFetch, ok } from '@/testing/mock-fetch';

vi.mock('./alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

describe('api clients', () => {
  beforeEach(() => {
    localStorage.setItem(USER_KEY, JSON.stringify({ ApiToken: 'main-token' }));
    localStorage.setItem(COMPANION_TOKEN_KEY, 'oy-token');
  });
  afterEach(() => {
    delete window.YAAR_CONFIG;
  });

  it('sends JSON with the stored bearer token, to the configured base URL', async () => {
    window.YAAR_CONFIG = { apiUrl: 'https://api.example.test/api' };
    const fetchMock = mockFetch({ 'POST /api/thing': ok('Done.', { id: 1 }) });
    const answer = await api.post<{ id: number }>('/thing', { Name: 'x' });
    expect(answer).toEqual({ status: 200, message: 'Done.', data: { id: 1 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/api/thing');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer main-token');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"Name":"x"}');
  });

  it('adds the defined search params to the path', async () => {
    const fetchMock = mockFetch({ 'GET /api/followups-list': ok('Follow-ups', []) });
    await api.get('/followups-list', { query: { LeadId: 7, Search: 'a b', Skip: undefined } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/followups-list?LeadId=7&Search=a+b');
  });

  it('sends FormData as it is, and the companion client uses OYToken', async () => {
    const fetchMock = mockFetch({ 'POST /oyaar-api/upload': ok('Saved.') });
    const body = new FormData();
    body.append('Title', 'Offer');
    await oyaarApi.post('/upload', body);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/oyaar-api/upload');
    expect(init?.body).toBe(body);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer oy-token');
  });

  it('downloads a file as a Blob, and fails like any call', async () => {
    const fetchMock = mockFetch({
      'POST /api/export': ok('ignored'),
      'POST /api/export-denied': failure(403, 'You are not allowed to do this.'),
    });
    const file = await api.download('/export', { ExportLead: true });
    expect(await file.text()).toBe('{"status":200,"message":"ignored"}');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Accept')).toBe('*/*');
    expect(init?.body).toBe('{"ExportLead":true}');
    expect(await caught(api.download('/export-denied'))).toMatchObject({
      status: 403,
      message: 'You are not allowed to do this.',
      alerted: false,
    });
  });

  it('passes a 422 on with its field errors and no alert', async () => {
    mockFetch({
      'POST /api/form': failure(422, 'Mobile number is required.', {
        MobileNo: 'Mobile number is required.',
      }),
    });
    const error = await caught(api.post('/form', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Mobile number is required.',
      errors: { MobileNo: 'Mobile number is required.' },
      alerted: false,
    });
    expect(showAlert).not.toHaveBeenCalled();
  });

  it('alerts Unauthorized on a 401 and then ends the session', async () => {
    mockFetch({
      'GET /api/leads': failure(401, 'You are not signed in, or your session has expired.'),
    });
    const error = await caught(api.get('/leads'));
    expect(error).toMatchObject({ status: 401, alerted: true });
    expect(showAlert).toHaveBeenCalledWith({
      title: 'Unauthorized',
      text: 'You are not authorized. Please log in again',
      icon: 'error',
    });
    await vi.waitFor(() => expect(localStorage.getItem(USER_KEY)).toBeNull());
  });

  it('says nothing of a 401 for a token the user let go while the call was on its way', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const call = caught(api.get('/dashboard'));
    // Signed out, then in as someone else, before the server answered the old token's call.
    localStorage.setItem(USER_KEY, JSON.stringify({ ApiToken: 'next-token' }));
    answer(Response.json({ status: 401, message: 'Unauthorized' }, { status: 401 }));
    expect(await call).toMatchObject({ status: 401, alerted: false });
    expect(showAlert).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toEqual({ ApiToken: 'next-token' });
    vi.unstubAllGlobals();
  });

  it('uses the OYaar texts for the companion API', async () => {
    mockFetch({
      'GET /oyaar-api/a': failure(401, 'No.'),
      'GET /oyaar-api/b': failure(503, 'Down.'),
    });
    await caught(oyaarApi.get('/a'));
    await caught(oyaarApi.get('/b'));
    expect(showAlert).toHaveBeenCalledWith({
      title: 'Unauthorized',
      text: 'You are not authorized (OYaar). Please log in again',
      icon: 'error',
    });
    expect(showAlert).toHaveBeenCalledWith({
      title: 'Internal Server Error',
      text: 'Something went wrong (OYaar). Please try again later',
      icon: 'error',
    });
  });

  it('alerts Internal Server Error on 5xx', async () => {
    mockFetch({ 'GET /api/x': failure(500, 'Something went wrong. Please try again later') });
    expect(await caught(api.get('/x'))).toMatchObject({ status: 500, alerted: true });
    expect(showAlert).toHaveBeenCalledWith({
      title: 'Internal Server Error',
      text: 'Something went wrong. Please try again later',
      icon: 'error',
    });
  });

  it('skips the 401 alert when asked (login) and every alert with skipGlobalAlert', async () => {
    mockFetch({
      'POST /api/login': failure(401, 'Invalid email or password.'),
      'GET /api/logout': failure(500, 'x'),
    });
    expect(await caught(api.post('/login', {}, { skipUnauthorizedAlert: true }))).toMatchObject({
      status: 401,
      message: 'Invalid email or password.',
      alerted: false,
    });
    expect(await caught(api.get('/logout', { skipGlobalAlert: true }))).toMatchObject({
      status: 500,
      alerted: false,
    });
    expect(showAlert).not.toHaveBeenCalled();
    expect(localStorage.getItem(USER_KEY)).not.toBeNull();
  });

  it('alerts Network Error when there is no response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await caught(api.get('/x'))).toMatchObject({ status: 0, alerted: true });
    expect(showAlert).toHaveBeenCalledWith({
      title: 'Network Error!',
      text: 'Please check your internet connection',
      icon: 'error',
    });
  });

  it('raises no Network Error dialog while the app knows it is offline: the first failure only', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    let online = true;
    const client = createApiClient({
      baseUrl: () => '',
      getToken: () => null,
      texts: { unauthorized: 'u', serverError: 's' },
      connectivity: {
        online: () => online,
        reportAnswer: () => (online = true),
        reportNetworkFailure: () => (online = false),
      },
    });
    vi.mocked(showAlert).mockClear();
    expect(await caught(client.get('/first'))).toMatchObject({ status: 0, alerted: true });
    expect(await caught(client.get('/second'))).toMatchObject({
      status: 0,
      alerted: false,
      message: apiMessages.needsNetwork,
    });
    expect(await caught(client.post('/third', {}))).toMatchObject({ status: 0, alerted: false });
    expect(showAlert).toHaveBeenCalledTimes(1);
  });

  it('times out after 10 s by default, or after the per-call time-out', async () => {
    vi.useFakeTimers();
    const hang = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          ),
        ),
    );
    vi.stubGlobal('fetch', hang);
    const client = createApiClient({
      baseUrl: () => '',
      getToken: () => null,
      texts: { unauthorized: 'u', serverError: 's' },
    });
    const quick = caught(client.get('/slow'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await quick).toMatchObject({ status: 0, message: 'Network Error!' });

    let settled = false;
    const slow = caught(client.get('/import', { timeoutMs: 200_000 })).finally(
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(199_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await slow).toMatchObject({ status: 0 });
  });
});
