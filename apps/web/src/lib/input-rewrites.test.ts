import { describe, expect, it, vi } from 'vitest';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { rewritten } from './input-rewrites';

const registration = () =>
  ({ name: 'GSTNo', onChange: vi.fn(), onBlur: vi.fn(), ref: vi.fn() }) as UseFormRegisterReturn & {
    onChange: ReturnType<typeof vi.fn>;
  };
const upper = (value: string) => value.toUpperCase();

describe('rewritten inputs and input methods (issue 45)', () => {
  it('rewrites as typed when no input method composes', () => {
    const form = registration();
    const target = { value: '24abc' };
    void rewritten(form, upper).onChange({ target });
    expect(target.value).toBe('24ABC');
    expect(form.onChange).toHaveBeenCalledOnce();
  });

  it('leaves the value alone while a keyboard composes, and rewrites once it ends', () => {
    const form = registration();
    const input = rewritten(form, upper);
    const target = { value: 'ab' };
    const composing = { target, nativeEvent: new InputEvent('input', { isComposing: true }) };
    void input.onChange(composing);
    expect(target.value).toBe('ab');
    input.onCompositionEnd({ currentTarget: target });
    expect(target.value).toBe('AB');
    expect(form.onChange).toHaveBeenLastCalledWith({ target, type: 'change' });
  });

  it('leaves a Gujarati name as composed (nothing to rewrite, nothing told twice)', () => {
    const form = registration();
    const input = rewritten(form, (value) => value.trimStart());
    const target = { value: 'પટેલ' };
    input.onCompositionEnd({ currentTarget: target });
    expect(form.onChange).not.toHaveBeenCalled();
  });
});
