/** The bench's administrator, created at the bench database's start. */
export const BENCH_ADMIN = { email: 'admin@bench.test', password: 'bench-password-1' };

/** The administrator's bearer header from the app process at `base`. */
export async function signIn(base: string): Promise<Record<string, string>> {
  const answer = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: BENCH_ADMIN.email, Password: BENCH_ADMIN.password }),
  });
  const token = ((await answer.json()) as { data: { ApiToken: string }[] }).data[0]!.ApiToken;
  return { authorization: `Bearer ${token}` };
}
