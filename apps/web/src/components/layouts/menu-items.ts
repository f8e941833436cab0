import type { RouteName } from '@/lib/paths';

export interface MenuItem {
  name: RouteName;
  label: string;
  icon: string;
}

/** Every signed-in user (spec 1 §2.2). */
export const staffMenu: MenuItem[] = [
  { name: 'Dashboard', label: 'Dashboard', icon: 'bi-grid' },
  { name: 'PaymentQR', label: 'Take Payment via QR', icon: 'bi-qr-code' },
  { name: 'Leads', label: 'Leads', icon: 'bi-person-lines-fill' },
];

/** The administrator only (spec 2 §2). */
export const adminMenu: MenuItem[] = [
  { name: 'AssignLeads', label: 'Assign Leads', icon: 'bi-person-check' },
  {
    name: 'ImportLeads',
    label: 'Import Leads',
    icon: 'bi-file-earmark-arrow-up',
  },
  { name: 'UserList', label: 'Users', icon: 'bi-people' },
  { name: 'License', label: 'License', icon: 'bi-key' },
  {
    name: 'LicenseTransactions',
    label: 'License Transactions',
    icon: 'bi-receipt',
  },
  {
    name: 'OYRefCommission',
    label: 'Referral Commission',
    icon: 'bi-share',
  },
  {
    name: 'LicenseReport',
    label: 'License Report',
    icon: 'bi-file-earmark-text',
  },
  {
    name: 'CommissionReport',
    label: 'Commission Report',
    icon: 'bi-file-earmark-bar-graph',
  },
  { name: 'OYaarOffers', label: 'Offers', icon: 'bi-tag' },
  {
    name: 'OYaarAnnouncements',
    label: 'Announcement',
    icon: 'bi-megaphone',
  },
  { name: 'OYaarMedia', label: 'Media', icon: 'bi-images' },
  { name: 'OYaarVersions', label: 'App Versions', icon: 'bi-phone' },
  {
    name: 'OYaarRemindersAnalysis',
    label: 'Reminders Analysis',
    icon: 'bi-bell',
  },
  { name: 'GeneralSettings', label: 'General Settings', icon: 'bi-gear' },
];
