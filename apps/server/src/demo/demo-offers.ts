import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDays } from '@yaar/shared';
import type { AppContext } from '../context';
import { appUsers, companies, offers } from '../db/schema';
import { businessToday } from '../lib/clock';
import { newStorageKey } from '../lib/storage/local-storage';
import { encodePng } from './demo-photos';

/** Businesses of the companion app and their owners, when the caller has none to give. */
const DEMO_COMPANIES = [
  {
    name: 'Shree Ganesh Sweets',
    phoneNo: '7930000101',
    owner: 'Mahesh Joshi',
    mobile: '8830000101',
  },
  { name: 'Patel Electronics', phoneNo: '7930000102', owner: 'Nirav Patel', mobile: '8830000102' },
  { name: 'Krishna Tailors', phoneNo: '7930000103', owner: 'Hetal Vyas', mobile: '8830000103' },
  {
    name: 'Ambika Kirana Store',
    phoneNo: '7930000104',
    owner: 'Jignesh Shah',
    mobile: '8830000104',
  },
] as const;

const LONG =
  'Celebrate the festive season with us: every purchase above ₹999 gets a free gift box, and ' +
  'members of the OYaar app get an extra 5% off at the counter. Offer valid while stocks last.';

/** Title, body, phone ('' = the company's), days from today for the range, approved, image colour. */
const DEMO_OFFERS: readonly {
  title: string;
  body: string;
  phone?: string;
  range?: readonly [number, number];
  approved: boolean;
  image?: readonly [number, number, number];
}[] = [
  { title: 'Diwali Dhamaka', body: LONG, range: [-2, 12], approved: false, image: [234, 160, 36] },
  {
    title: 'Free alteration',
    body: 'Free alteration on every suit stitched this month.',
    approved: false,
  },
  {
    title: 'Weekend kirana deal',
    body: '2 kg sugar free with every 10 kg atta.',
    range: [0, 2],
    approved: true,
  },
  {
    title: 'Exchange mela',
    body: `${LONG} Bring your old mixer and take home a new one at half price.`,
    phone: '9825000111',
    approved: false,
    image: [38, 110, 180],
  },
  {
    title: 'Kaju katli at ₹699/kg',
    body: 'Fresh kaju katli every morning.',
    range: [-10, -1],
    approved: true,
    image: [214, 69, 65],
  },
  {
    title: 'Monsoon clearance',
    body: `Umbrellas, raincoats and gumboots at 30% off. ${LONG}`,
    approved: true,
  },
  {
    title: 'School uniform offer',
    body: 'Stitching for two uniforms at the price of one.',
    range: [5, 30],
    approved: false,
  },
  {
    title: 'LED TV EMI',
    body: 'Zero-cost EMI on LED TVs for six months.',
    approved: false,
    image: [46, 139, 87],
  },
  {
    title: 'Home delivery',
    body: 'Free home delivery within 3 km on orders above ₹500.',
    approved: true,
  },
  {
    title: 'Wedding season',
    body: `Sherwani and blouse stitching in 7 days. ${LONG}`,
    range: [1, 45],
    approved: false,
  },
  {
    title: 'Navratri sweets',
    body: 'Order 5 kg of sweets and get 500 g free.',
    phone: '9825000222',
    range: [3, 12],
    approved: true,
  },
  { title: 'Mobile accessories', body: 'Buy any charger and get a cable free.', approved: false },
];

/** A small offer banner: a coloured board with a white band where the text would be. */
const banner = (color: readonly [number, number, number]) =>
  encodePng(240, 140, (x, y) => (y > 50 && y < 90 && x > 20 && x < 220 ? [255, 255, 255] : color));

/** The demo's companies with their owners; their ids. */
async function addDemoCompanies(ctx: AppContext): Promise<number[]> {
  const owners = await ctx.db
    .insert(appUsers)
    .values(DEMO_COMPANIES.map((company) => ({ name: company.owner, mobileNo: company.mobile })))
    .returning({ id: appUsers.id });
  const rows = await ctx.db
    .insert(companies)
    .values(
      DEMO_COMPANIES.map((company, index) => ({
        name: company.name,
        phoneNo: company.phoneNo,
        ownerId: owners[index]!.id,
      })),
    )
    .returning({ id: companies.id });
  return rows.map((row) => row.id);
}

/**
 * A dozen offers (spec 2 Offers list), pending and approved, short and long (over 100 characters)
 * bodies, with and without a date range, a few with an image stored like an upload. Posted by
 * `companyIds`, or by four demo companies it adds itself when none are given. Their number.
 */
export async function seedDemoOffers(
  ctx: AppContext,
  companyIds: readonly number[] = [],
): Promise<number> {
  const posters = companyIds.length > 0 ? companyIds : await addDemoCompanies(ctx);
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'yaar-demo-offers-'));
  try {
    const today = businessToday(ctx);
    const now = ctx.clock.now().getTime();
    const storeImage = async (color: readonly [number, number, number], index: number) => {
      const source = path.join(folder, `${index}.png`);
      await fsp.writeFile(source, banner(color));
      const key = newStorageKey('offers', 'png');
      await ctx.storage.put(key, source);
      return key;
    };
    const rows = [];
    for (const [index, offer] of DEMO_OFFERS.entries()) {
      rows.push({
        companyId: posters[index % posters.length]!,
        title: offer.title,
        body: offer.body,
        phoneNo: offer.phone ?? '',
        startDate: offer.range ? addDays(today, offer.range[0]) : null,
        endDate: offer.range ? addDays(today, offer.range[1]) : null,
        filePath: offer.image ? await storeImage(offer.image, index) : null,
        isApproved: offer.approved,
        approvedAt: offer.approved ? new Date(now - index * 3_600_000) : null,
        // The first is the newest: one posted every few hours before now.
        createdAt: new Date(now - (index + 1) * 5 * 3_600_000),
      });
    }
    await ctx.db.insert(offers).values(rows);
    return rows.length;
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}
