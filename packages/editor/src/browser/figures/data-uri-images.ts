/** Images a pasted page carries inline: `<img src="data:image/png;base64,…">` (PNG, JPEG, WebP). */
const DATA_URI_IMAGE =
  /<img\b[^>]*\bsrc="data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/=\s]+)"/g;

/** The data: images of pasted HTML as files, in document order, to be uploaded as figures. */
export function dataUriImages(html: string): File[] {
  return [...html.matchAll(DATA_URI_IMAGE)].map(([, type, base64], index) => {
    const binary = atob(base64!.replace(/\s/g, ''));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const extension = type === 'image/jpeg' ? 'jpg' : type!.slice('image/'.length);
    return new File([bytes], `pasted-${index + 1}.${extension}`, { type });
  });
}
