import { gstr1FileName, gstr1Paths, type Gstr1Query, type Gstr1Return } from '@yaar/shared';
import { api } from '@/lib/api';
import { saveBlob } from '@/lib/download';

/**
 * `POST /gstr1`: the month's return, saved as the portal's file `GSTR1_<gstin>_<MMYYYY>.json` (its
 * GSTIN and period read from the return itself); answers the server's message. A refusal throws.
 */
export async function saveGstr1(body: Pick<Gstr1Query, 'Month'>) {
  const answer = await api.post<Gstr1Return>(gstr1Paths.gstr1, body);
  const gstr1 = answer.data!;
  const file = new Blob([JSON.stringify(gstr1)], { type: 'application/json' });
  saveBlob(file, gstr1FileName(gstr1.gstin, gstr1.fp));
  return answer.message;
}
