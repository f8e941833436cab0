import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appTextsFrom } from '@/testing/app-texts';
import { adminUser, staffUser } from '@/testing/render';
import { businessTodayIso } from '@/lib/dates';
import { AppLayout } from './app-layout';

const staffItems = ['Dashboard', 'Take Payment via QR', 'Leads', 'Map', 'Day of Visits'];
const adminItems = appTextsFrom('Assign Leads', 'General Settings');

function renderLayout(props: Partial<Parameters<typeof AppLayout>[0]> = {}) {
  const onSignOut = vi.fn();
  const view = render(
    <MemoryRouter>
      <AppLayout user={staffUser} isAdmin={false} onSignOut={onSignOut} {...props}>
        <p>content</p>
      </AppLayout>
    </MemoryRouter>,
  );
  return { ...view, onSignOut };
}
const menuLabels = () =>
  within(screen.getByLabelText('Main menu'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('AppLayout', () => {
  afterEach(() => {
    window.scrollY = 0;
    window.innerWidth = 1024;
  });

  it('shows staff the three common menu entries', () => {
    renderLayout();
    expect(menuLabels()).toEqual(staffItems);
  });

  it('shows the administrator every entry', () => {
    renderLayout({ user: adminUser, isAdmin: true });
    expect(menuLabels()).toEqual([...staffItems, ...adminItems]);
  });

  it('shows the user and signs out from the account menu', async () => {
    const { onSignOut } = renderLayout();
    const user = userEvent.setup();
    expect(screen.getByText('Asha Patel')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByText('asha@yaar.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('says Guest User without a name', () => {
    renderLayout({ user: { ...staffUser, FirstName: '', LastName: '' } });
    expect(screen.getByText('Guest User')).toBeInTheDocument();
  });

  it('shows the year and the product in the footer', () => {
    renderLayout();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${businessTodayIso().slice(0, 4)} Yaar Back Office. All Rights Reserved.`,
    );
  });

  it('toggles the sidebar and closes it on a menu click on small screens', async () => {
    window.innerWidth = 800;
    const { container } = renderLayout();
    const user = userEvent.setup();
    const layout = container.querySelector('.app-layout');
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(layout).toHaveClass('toggle-sidebar');
    await user.click(screen.getByRole('link', { name: 'Leads' }));
    expect(layout).not.toHaveClass('toggle-sidebar');
  });

  it('keeps the sidebar state on a menu click on wide screens', async () => {
    window.innerWidth = 1400;
    const { container } = renderLayout();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    await user.click(screen.getByRole('link', { name: 'Leads' }));
    expect(container.querySelector('.app-layout')).toHaveClass('toggle-sidebar');
  });

  it('marks the header and shows back-to-top after 100 px of scrolling', () => {
    renderLayout();
    const header = screen.getByRole('banner');
    const backToTop = screen.getByRole('button', { name: 'Back to top', hidden: true });
    expect(header).not.toHaveClass('header-scrolled');
    act(() => {
      window.scrollY = 101;
      fireEvent.scroll(window);
    });
    expect(header).toHaveClass('header-scrolled');
    expect(backToTop).toHaveClass('active');
    act(() => {
      window.scrollY = 100;
      fireEvent.scroll(window);
    });
    expect(header).not.toHaveClass('header-scrolled');
  });
});
