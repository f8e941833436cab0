import type { City, Lead, LeadListItem, StatusCatalogue, UserPick } from '@yaar/shared';
import { adminUser, staffUser } from './render';

/** Shared by the lead, dashboard and follow-up tests. */
export const catalogue: StatusCatalogue = {
  Pending: [
    { StatusId: 11, SubStatus: 'Call Back Later' },
    { StatusId: 12, SubStatus: 'Customer Reference' },
    { StatusId: 13, SubStatus: 'Interested' },
  ],
  Completed: [
    { StatusId: 21, SubStatus: 'Converted' },
    { StatusId: 22, SubStatus: 'Not Interested' },
  ],
};

export const cities: City[] = [
  { CityId: 1, CityName: 'Ahmedabad', state: { StateName: 'Gujarat' } },
  { CityId: 2, CityName: 'Pune', state: { StateName: 'Maharashtra' } },
];

export const employees: UserPick[] = [
  { id: adminUser.id, FirstName: 'Admin', LastName: 'User', Status: 1 },
  { id: staffUser.id, FirstName: 'Asha', LastName: 'Patel', Status: 1 },
  { id: 3, FirstName: 'Ravi', LastName: 'Shah', Status: 1 },
];

export function leadItem(overrides: Partial<LeadListItem> = {}): LeadListItem {
  return {
    id: 101,
    CompanyName: 'Shree Motors',
    OwnerName: 'Mahesh Joshi',
    MobileNo: '9898989898',
    UserId: staffUser.id,
    UserName: 'Asha Patel',
    CityName: 'Ahmedabad',
    Product: 'OYaar',
    EntryDate: '2025-01-10',
    NextDate: '2025-01-20',
    status: { MainStatus: 'Pending', SubStatus: 'Interested', StatusId: 13 },
    ...overrides,
  };
}

export function fullLead(overrides: Partial<Lead> = {}): Lead {
  return {
    ...leadItem(),
    GSTNo: '',
    BusinessType: '',
    Address: '12 Ring Road',
    CityId: 1,
    StateName: 'Gujarat',
    Pincode: '380001',
    Requirements: 'Wants a demo of billing.',
    Location: '23.022500,72.571400',
    LocationAccuracy: 12,
    LocationTakenAt: '2025-01-10T05:30:00.000Z',
    RefMobileNo: '',
    RefName: null,
    Hoarding: 'https://files.test/api/lead-file/101/Hoarding?expires=1&signature=a',
    VFront: null,
    VBack: null,
    Followups: [],
    Visits: [],
    ...overrides,
  };
}

/** A `leads-list` answer with its page meta. */
export const leadsPage = (leads: LeadListItem[], total = leads.length, page = 1) => ({
  status: 200,
  body: { status: 200, message: 'Leads', data: leads, meta: { total, page, pageSize: 50 } },
});
