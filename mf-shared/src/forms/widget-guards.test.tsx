import { render } from '@testing-library/react';
import { MobileInput } from './mobile-input';
import { TextareaField } from './textarea-field';
import { TextField } from './text-field';
import { assertMobileWidget, assertTextareaWidget } from './widget-guards';

const noop = () => {};

describe('widget guards', () => {
  it('throw the legacy Chinese messages when the widget is missing', () => {
    const { container } = render(<TextField name="email" label="E-mail" value="" onValueChange={noop} />);
    expect(() => assertTextareaWidget(container)).toThrow(new Error('页面上没有找到 textarea 元素'));
    expect(() => assertMobileWidget(container)).toThrow(new Error('页面上没有找到手机号输入框'));
    expect(() => assertTextareaWidget(document)).toThrow('页面上没有找到 textarea 元素');
  });

  it('pass when TextareaField and MobileInput are rendered', () => {
    const { container } = render(
      <>
        <TextareaField name="content" label="Message" value="" onValueChange={noop} />
        <MobileInput name="mobile" label="Mobile" value={{ value: '', code: '' }} onValueChange={noop} />
      </>,
    );
    expect(() => assertTextareaWidget(container)).not.toThrow();
    expect(() => assertMobileWidget(container)).not.toThrow();
    expect(() => assertMobileWidget(document)).not.toThrow();
  });
});
