// docs/product.md §4: photos are recompressed to JPEG at quality 0.5 before upload, in the browser, with a canvas.
import { FEEDBACK_JPEG_QUALITY, FEEDBACK_MAX_SIDE_PX } from './photo-rules';

async function decode(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number; done: () => void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, done: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  await image.decode();
  return { source: image, width: image.naturalWidth, height: image.naturalHeight, done: () => URL.revokeObjectURL(url) };
}

export async function compressToJpeg(
  file: Blob,
  quality: number = FEEDBACK_JPEG_QUALITY,
  maxSide: number = FEEDBACK_MAX_SIDE_PX,
): Promise<Blob> {
  const { source, width, height, done } = await decode(file);
  try {
    const scale = Math.min(1, maxSide / Math.max(width, height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot prepare photos for upload.');
    // JPEG has no transparency: paint white under it so transparent screenshots do not turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(source, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('This photo could not be prepared for upload.'))),
        'image/jpeg',
        quality,
      ),
    );
  } finally {
    done();
  }
}
