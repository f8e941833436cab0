// The data `npm run lighthouse` (scripts/lighthouse.mjs) audits with: a staff member signed up
// through the API like a real one, with eight leads due today.
import fs from 'node:fs';
import { solidPng } from '../apps/web/e2e/support/png.mjs';

/** The app's API at `baseUrl`: GET, or POST of JSON or a form; the answer's data, or an error. */
export const apiAt =
  (baseUrl) =>
  async (route, { token, json, form } = {}) => {
    const response = await fetch(`${baseUrl}/api/${route}`, {
      method: json || form ? 'POST' : 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(json) : form,
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`${route}: ${response.status} ${JSON.stringify(body)}`);
    return body.data;
  };

/** A staff member signed up through the API (the code read from the SMS outbox), with leads. */
export async function seed(api, outbox, staff) {
  await api('send-otp', { json: { MobileNo: staff.mobile } });
  const sent = fs.readFileSync(outbox, 'utf8').trim().split('\n').map(JSON.parse);
  const otp = sent.findLast((message) => message.to === staff.mobile).otp;
  const { VerificationToken } = await api('verify-otp', { json: { MobileNo: staff.mobile, otp } });
  const cities = await api('cities-list');
  const city = cities.find((candidate) => candidate.CityName === 'Ahmedabad') ?? cities[0];
  await api('register', {
    json: {
      FirstName: 'Field',
      LastName: 'Staff',
      Email: staff.email,
      MobileNo: staff.mobile,
      Address: '1 Relief Road',
      CityId: city.CityId,
      Pincode: '380001',
      Password: staff.password,
      VerificationToken,
    },
  });
  const [user] = await api('login', { json: { Email: staff.email, Password: staff.password } });
  const catalogue = await api('statuses-list', { token: user.ApiToken });
  const status = Object.values(catalogue).flat()[0];
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const leads = [];
  for (let n = 1; n <= 8; n += 1) {
    const form = new FormData();
    const fields = {
      MobileNo: `97123000${String(n).padStart(2, '0')}`,
      CompanyName: `Shree Ganesh Traders ${n}`,
      OwnerName: `Ramesh Patel ${n}`,
      BusinessType: 'Service',
      Address: `${n} Ashram Road, Navrangpura`,
      CityId: String(city.CityId),
      Pincode: '380009',
      Product: 'OYaar',
      StatusId: String(status.StatusId),
      NextDate: today,
      Requirements: 'Billing software for two counters; call after lunch.',
      Location: `23.02${n},72.57${n}`,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(
      'Hoarding',
      new Blob([solidPng([200, 30 * n, 90], 64)], { type: 'image/png' }),
      'h.png',
    );
    leads.push(await api('lead-create', { token: user.ApiToken, form }));
  }
  return { leadId: leads[0].id };
}
