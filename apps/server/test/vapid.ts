/**
 * A VAPID key pair for tests whose app is one of several processes (REDIS_URL or STORAGE_URL):
 * env.ts then wants the pair set, the same in each, as FILE_URL_SECRET.
 */
export const TEST_VAPID = {
  VAPID_PUBLIC_KEY:
    'BEVvh37D1deOPNTQUy7oo6kkDSa70tzmiUX8EIBE70wyiW4RiqQJc2AqFxNnf4ilqKlecGH4m6zAcN3Lz4JN0Lk',
  VAPID_PRIVATE_KEY: '-6eXKqWNV0U4u0Ro1r9sEKCNm_InTWMeKxyQ1rX8qqI',
};
