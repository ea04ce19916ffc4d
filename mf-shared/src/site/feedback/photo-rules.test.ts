import { allowedFormats, isAllowedPhoto, MAX_FEEDBACK_PHOTOS, FEEDBACK_JPEG_QUALITY, photoAccept, photoFormatMessage } from './photo-rules';

describe('feedback photo rules', () => {
  it('reads the allowed formats from the config list', () => {
    expect(allowedFormats('jpg, JPEG,.png,,webp ')).toEqual(['jpg', 'jpeg', 'png', 'webp']);
  });

  it('accepts only files whose extension and type are allowed', () => {
    const formats = allowedFormats('jpg,jpeg,png');
    expect(isAllowedPhoto({ name: 'deck.JPG', type: 'image/jpeg' }, formats)).toBe(true);
    expect(isAllowedPhoto({ name: 'deck.png', type: '' }, formats)).toBe(true);
    expect(isAllowedPhoto({ name: 'deck.webp', type: 'image/webp' }, formats)).toBe(false);
    expect(isAllowedPhoto({ name: 'deck.gif', type: 'image/gif' }, formats)).toBe(false);
    expect(isAllowedPhoto({ name: 'notes.txt', type: 'text/plain' }, formats)).toBe(false);
    expect(isAllowedPhoto({ name: 'trick.png', type: 'text/html' }, formats)).toBe(false);
    expect(isAllowedPhoto({ name: 'noextension', type: 'image/png' }, formats)).toBe(false);
  });

  it("words a refusal as product rules §5 do, with the config's formats", () => {
    expect(photoFormatMessage(allowedFormats('jpg,jpeg,png'))).toBe('Please upload photos in jpg,jpeg,png formats');
  });

  it("offers the config's formats in a file chooser, any image until they are known", () => {
    expect(photoAccept(allowedFormats('jpg,jpeg,png'))).toBe('.jpg,.jpeg,.png');
    expect(photoAccept(null)).toBe('image/*');
    expect(photoAccept([])).toBe('image/*');
  });

  it('keeps the limits of product rules §9', () => {
    expect(MAX_FEEDBACK_PHOTOS).toBe(5);
    expect(FEEDBACK_JPEG_QUALITY).toBe(0.5);
  });
});
