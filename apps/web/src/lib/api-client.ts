import type { ApiEnvelope, FieldErrors } from '@yaar/shared';
import { API_TIMEOUT_MS, apiMessages } from '@yaar/shared';
import { showAlert } from './alerts';
import type { Connectivity } from './connectivity';

/** Any failed call: HTTP status (0 when there was no response), the server's message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
    /** True when a global alert already told the user (401, 5xx, network). */
    readonly alerted = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Why a call failed, for a sentence on screen: the server's message, or 'Network Error!'. */
export const failureReason = (error: unknown) =>
  isApiError(error) && error.message ? error.message : 'Please try again.';

export interface RequestOptions {
  /** JSON-serialisable value or FormData. */
  body?: unknown;
  /** Search params added to the path (undefined ones are left out), e.g. `{ LeadId: 7 }`. */
  query?: Record<string, string | number | undefined>;
  /** Defaults to 10 s (lead import needs 200 s). */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** No global alert at all (calls whose failure is only logged). */
  skipGlobalAlert?: boolean;
  /** No 'Unauthorized' alert and no sign-out on 401 (the login call: a wrong password is a 401). */
  skipUnauthorizedAlert?: boolean;
  signal?: AbortSignal;
  /** Hears the bytes of the body sent so far (an upload's progress; sent with XMLHttpRequest). */
  onUploadProgress?: (sent: number, total: number) => void;
}

export interface DownloadOptions extends RequestOptions {
  onProgress?: (bytesReceived: number) => void;
  /** POST (the body is the filters) unless a file is fetched by its address alone. */
  method?: 'GET' | 'POST';
}

export interface ApiClientOptions {
  baseUrl: () => string;
  getToken: () => string | null;
  /** The screens' language, sent as `Accept-Language`: the server answers its messages in it. */
  getLanguage?: () => string;
  texts: { unauthorized: string; serverError: string };
  /** After the 'Unauthorized' alert closes. */
  onUnauthorized?: () => void;
  /**
   * Told of every answer and of every request that found no network (the offline banner); asked
   * whether the app already knows it is offline (then no 'Network Error!' dialog: the banner says
   * it, and no dialog may stand over a form the offline queue would keep).
   */
  connectivity?: Pick<Connectivity, 'online' | 'reportAnswer' | 'reportNetworkFailure'>;
}

export const networkErrorAlert = {
  title: 'Network Error!',
  text: 'Please check your internet connection',
  icon: 'error',
} as const;

export function createApiClient(options: ApiClientOptions) {
  /** Sends one call; answers the response when it is OK, throws an ApiError (after the alerts) otherwise. */
  async function send(method: string, path: string, call: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const language = options.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    let body: BodyInit | undefined;
    if (call.body instanceof FormData) body = call.body;
    else if (call.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(call.body);
    }
    Object.assign(headers, call.headers);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, call.timeoutMs ?? API_TIMEOUT_MS);
    const abortFromCaller = () => controller.abort();
    call.signal?.addEventListener('abort', abortFromCaller);

    let response: Response;
    const sentAt = Date.now();
    try {
      const url = `${options.baseUrl()}${path}${searchOf(call.query)}`;
      const init = { method, headers, body, signal: controller.signal };
      response = call.onUploadProgress
        ? await fetchWithUploadProgress(url, init, call.onUploadProgress)
        : await fetch(url, init);
    } catch (cause) {
      if (call.signal?.aborted && !timedOut) throw cause;
      // The first call to find the network gone says so once; while the app knows it is offline
      // the banner does, and the caller says in place what could not be done.
      const knownOffline = options.connectivity ? !options.connectivity.online() : false;
      if (!timedOut) options.connectivity?.reportNetworkFailure();
      const alerted = !call.skipGlobalAlert && !knownOffline;
      if (alerted) void showAlert(networkErrorAlert);
      // Told where it was tapped (a toast, a line in place): what was not done, and why.
      throw new ApiError(
        0,
        knownOffline ? apiMessages.needsNetwork : networkErrorAlert.title,
        {},
        alerted,
      );
    } finally {
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', abortFromCaller);
    }

    options.connectivity?.reportAnswer(sentAt);
    if (response.ok) return response;
    const envelope = await readEnvelope<never>(response);
    const message = envelope?.message || response.statusText;
    // A call still on its way when the user signed out (or in again) answers 401 for a token the
    // app has let go: nothing to tell and no session to end.
    const staleToken = response.status === 401 && token !== options.getToken();
    const alerted = !staleToken && alertFor(response.status, call);
    throw new ApiError(response.status, message, envelope?.errors ?? {}, alerted);
  }

  /** A JSON call answering the envelope. */
  async function request<T>(method: string, path: string, call: RequestOptions = {}) {
    const response = await send(method, path, call);
    const envelope = await readEnvelope<T>(response);
    return envelope ?? { status: response.status, message: '' };
  }

  /**
   * A call answering a file (an export): its body as a Blob; failures as for `request`.
   * `onProgress` hears the bytes received so far as they arrive.
   */
  async function download(path: string, body?: unknown, call?: DownloadOptions) {
    const response = await send(call?.method ?? 'POST', path, {
      ...call,
      body,
      headers: { Accept: '*/*', ...call?.headers },
    });
    return readBlob(response, call?.onProgress);
  }

  function alertFor(status: number, call: RequestOptions): boolean {
    if (call.skipGlobalAlert) return false;
    if (status === 401 && !call.skipUnauthorizedAlert) {
      void showAlert({
        title: 'Unauthorized',
        text: options.texts.unauthorized,
        icon: 'error',
      }).then(() => options.onUnauthorized?.());
      return true;
    }
    if (status >= 500) {
      void showAlert({
        title: 'Internal Server Error',
        text: options.texts.serverError,
        icon: 'error',
      });
      return true;
    }
    return false;
  }

  return {
    request,
    download,
    get: <T>(path: string, call?: RequestOptions) => request<T>('GET', path, call),
    post: <T>(path: string, body?: unknown, call?: RequestOptions) =>
      request<T>('POST', path, { ...call, body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * `fetch` for a body whose upload progress is shown: fetch cannot report it, XMLHttpRequest can.
 * Answers a Response like fetch; a network failure or an abort rejects like fetch.
 */
function fetchWithUploadProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit; signal: AbortSignal },
  onUploadProgress: (sent: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => onUploadProgress(event.loaded, event.total);
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      const empty = [204, 205, 304].includes(xhr.status);
      resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    init.signal.addEventListener('abort', () => xhr.abort());
    xhr.send(init.body as XMLHttpRequestBodyInit | undefined);
  });
}

/** `?a=1&b=2` from the defined values, or ''. */
function searchOf(query: RequestOptions['query']): string {
  const defined = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  return defined.length === 0
    ? ''
    : `?${new URLSearchParams(defined.map(([key, value]) => [key, String(value)])).toString()}`;
}

async function readEnvelope<T>(response: Response): Promise<ApiEnvelope<T> | null> {
  try {
    return (await response.json()) as ApiEnvelope<T>;
  } catch {
    return null;
  }
}

/** The body as a Blob, telling `onProgress` the bytes received after every chunk. */
async function readBlob(response: Response, onProgress?: (bytes: number) => void): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? '' });
}
