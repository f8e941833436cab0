import { describe, expect, it } from 'vitest';
import { menuFor, pathTo, routeTable, routesFor } from './paths';

describe('the route table', () => {
  it('shows staff only the menu entries of routes they may open', () => {
    const staffMenu = menuFor(false).map((item) => item.name);
    expect(staffMenu).toEqual(['Dashboard', 'PaymentQR', 'Leads', 'LeadsMap', 'VisitsDay']);
    for (const name of routesFor('admin')) expect(staffMenu).not.toContain(name);
  });

  it('gives the administrator the staff entries first, then every admin screen of the spec', () => {
    const adminMenu = menuFor(true).map((item) => item.label);
    expect(adminMenu.slice(0, 5)).toEqual([
      'Dashboard',
      'Take Payment via QR',
      'Leads',
      'Map',
      'Day of Visits',
    ]);
    expect(adminMenu).toContain('License Transactions');
    expect(adminMenu).toContain('Renewals due');
    expect(adminMenu).toContain('Customer Messages');
    expect(adminMenu).toContain('App Versions');
    expect(adminMenu).toHaveLength(21);
  });

  it('fills the path patterns', () => {
    expect(pathTo('Leads', { followUp: 'Today' })).toBe('/leads/Today');
    expect(pathTo('Leads')).toBe('/leads');
    expect(pathTo('LeadUpdate', { id: 7 })).toBe('/lead-update/7');
    expect(routeTable.License.access).toBe('admin');
  });
});
