import { fireEvent, render, screen } from '@testing-library/react';
import { useHeldValue } from '../testing/held-value';
import type { CleanOn } from './field-cleaning';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

const trim = (value: string) => value.trim();

function Fields({ cleanOn, onValue }: { cleanOn?: CleanOn; onValue: (value: string) => void }) {
  const title = useHeldValue<string>('', onValue);
  const content = useHeldValue<string>('', onValue);
  return (
    <>
      <TextField name="title" label="Title" {...title} clean={trim} cleanOn={cleanOn} />
      <TextareaField name="content" label="Message" {...content} clean={trim} cleanOn={cleanOn} />
    </>
  );
}

describe.each(['Title', 'Message'])('field cleaning (%s)', (label) => {
  it('cleans on blur by default, not while typing', () => {
    const onValue = jest.fn();
    render(<Fields onValue={onValue} />);
    const field = screen.getByLabelText(label);
    fireEvent.input(field, { target: { value: '  Sunseeker 76  ' } });
    expect(field).toHaveValue('  Sunseeker 76  ');
    fireEvent.blur(field);
    expect(field).toHaveValue('Sunseeker 76');
    expect(onValue).toHaveBeenLastCalledWith('Sunseeker 76');
  });

  it('cleans on every input when configured so', () => {
    render(<Fields cleanOn="input" onValue={() => {}} />);
    const field = screen.getByLabelText(label);
    fireEvent.input(field, { target: { value: ' Riva ' } });
    expect(field).toHaveValue('Riva');
  });

  it('cleans on the change event when configured so, and not on blur alone', () => {
    const onValue = jest.fn();
    render(<Fields cleanOn="change" onValue={onValue} />);
    const field = screen.getByLabelText(label);
    fireEvent.input(field, { target: { value: ' Azimut ' } });
    fireEvent.blur(field);
    expect(field).toHaveValue(' Azimut ');
    // The browser fires change when the user commits an edited value.
    fireEvent.change(field);
    expect(field).toHaveValue('Azimut');
    expect(onValue).toHaveBeenLastCalledWith('Azimut');
  });

  it('cleans a changed value even when the change event brings the new text itself', () => {
    render(<Fields cleanOn="change" onValue={() => {}} />);
    const field = screen.getByLabelText(label);
    fireEvent.change(field, { target: { value: '  Princess  ' } });
    expect(field).toHaveValue('Princess');
  });
});
