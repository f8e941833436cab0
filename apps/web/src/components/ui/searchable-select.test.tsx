import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SelectOption } from './searchable-select';
import { SearchableSelect } from './searchable-select';

function Harness({ options }: { options: SelectOption<number>[] }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <label htmlFor="pick">City</label>
      <SearchableSelect id="pick" options={options} value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

const many = Array.from({ length: 1500 }, (_, index) => ({
  value: index + 1,
  label: `City ${index + 1}`,
}));

describe('SearchableSelect', () => {
  it('says the list is empty when there are no options', async () => {
    render(<Harness options={[]} />);
    await userEvent.click(screen.getByLabelText('City'));
    expect(screen.getByText('List is empty.')).toBeInTheDocument();
  });

  it('says nothing matched the search', async () => {
    render(<Harness options={many} />);
    await userEvent.type(screen.getByLabelText('City'), 'Atlantis');
    expect(
      screen.getByText('No elements found. Consider changing the search query.'),
    ).toBeInTheDocument();
  });

  it('shows at most 1000 options and filters by the search', async () => {
    render(<Harness options={many} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('City'));
    expect(screen.getAllByRole('option')).toHaveLength(1000);
    await user.type(screen.getByLabelText('City'), 'City 149');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'City 149',
      'City 1490',
      'City 1491',
      'City 1492',
      'City 1493',
      'City 1494',
      'City 1495',
      'City 1496',
      'City 1497',
      'City 1498',
      'City 1499',
    ]);
  });

  it('picks with the mouse or the keyboard', async () => {
    render(<Harness options={many.slice(0, 3)} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('City'));
    await user.click(screen.getByRole('option', { name: 'City 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(screen.getByLabelText('City')).toHaveValue('City 2');

    await user.click(screen.getByLabelText('City'));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('SearchableSelect ranking', () => {
  it('puts the exact name, then names starting with the search, above other matches', async () => {
    const options = ['Mahuva (Surat)', 'Nasurat', 'Surat', 'Suratgarh', 'Olpad'].map(
      (label, index) => ({ value: index + 1, label }),
    );
    render(<Harness options={options} />);
    await userEvent.type(screen.getByLabelText('City'), 'surat');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Surat',
      'Suratgarh',
      'Mahuva (Surat)',
      'Nasurat',
    ]);
  });
});
