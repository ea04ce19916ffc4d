import { EnquirySchema, MESSAGES, validate } from './validation';

describe('EnquirySchema', () => {
  const enquiry = { yacht_id: '7', name: 'Ada Lovelace', email: 'buyer@example.com', content: 'Is she still for sale?' };

  it('takes an enquiry without a mobile number (it is optional)', () => {
    expect(validate(EnquirySchema, enquiry)).toEqual({ ok: true, value: { ...enquiry, area_code: '', mobile: '' } });
  });

  it.each([
    ['a mobile number with letters', { mobile: '07700 abc' }, { mobile: MESSAGES.mobileInvalid }],
    ['a mobile number of 16 digits', { mobile: '1'.repeat(16) }, { mobile: MESSAGES.mobileInvalid }],
    ['a dialling code of 5 digits', { area_code: '12345' }, { area_code: MESSAGES.mobileInvalid }],
  ])('answers %s with the format message, not the feedback form’s “Please enter mobile number”', (_name, fields, errors) => {
    const result = validate(EnquirySchema, { ...enquiry, ...fields });
    expect(result).toEqual({ ok: false, errors });
  });

  it('asks for a name the seller can answer, of at most 80 characters', () => {
    expect(validate(EnquirySchema, { ...enquiry, name: '  ' })).toEqual({ ok: false, errors: { name: MESSAGES.nameRequired } });
    expect(validate(EnquirySchema, { ...enquiry, name: 'N'.repeat(81) })).toEqual({ ok: false, errors: { name: MESSAGES.tooLong(80) } });
    expect(validate(EnquirySchema, { ...enquiry, name: ' Ada ' })).toMatchObject({ ok: true, value: { name: 'Ada' } });
  });
});
