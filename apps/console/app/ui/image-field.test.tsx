// @vitest-environment happy-dom
import type { UploadedImage } from '@dasturxon/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageUploader } from '../lib/upload-image.ts';
import { renderUi } from '../testing/render.tsx';
import { ImageField, previewUrl } from './image-field.tsx';

const PATH = 'images/uploads/6c0f5b8e-1a2b-4c3d-8e9f-0123456789ab/0123456789abcdef0123456789abcdef.webp';
const uploaded: UploadedImage = {
  path: PATH,
  width: 800,
  height: 600,
  variants: {
    main: { path: PATH, width: 800, height: 600, bytes: 1000 },
    thumb: { path: PATH.replace('.webp', '-480.webp'), width: 480, height: 360, bytes: 500 },
    small: { path: PATH.replace('.webp', '-160.webp'), width: 160, height: 120, bytes: 100 },
  },
};

function fileInput(): HTMLInputElement {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

function pick(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

afterEach(cleanup);

describe('ImageField', () => {
  it('uploads a chosen image, shows progress, and yields the stored path', async () => {
    let finish: (v: Awaited<ReturnType<ImageUploader>>) => void = () => {};
    const uploader = vi.fn<ImageUploader>((_file, onProgress) => {
      onProgress?.(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const onChange = vi.fn();
    renderUi(<ImageField label="Photo" value={null} onChange={onChange} uploader={uploader} />);
    expect(screen.getByText('No image')).toBeTruthy();
    pick(new File([new Uint8Array(10)], 'plov.png', { type: 'image/png' }));
    expect(await screen.findByText('Uploading… 40%')).toBeTruthy();
    finish([null, uploaded]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(PATH, uploaded));
    expect(uploader.mock.calls[0]?.[0].name).toBe('plov.png');
  });

  it('refuses a file that is not an image, or too large, before uploading', async () => {
    const uploader = vi.fn<ImageUploader>();
    renderUi(<ImageField label="Photo" value={null} onChange={() => {}} uploader={uploader} />);
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('This file is not a JPEG, PNG or WebP image')).toBeTruthy();
    const big = new File([new Uint8Array(1)], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    pick(big);
    expect(await screen.findByText('The file is too large: up to 5 MB')).toBeTruthy();
    expect(uploader).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses the content", async () => {
    const uploader: ImageUploader = async () => [
      { code: 'VALIDATION_FAILED', status: 422, message: 'Only a JPEG, PNG or WebP image can be uploaded.' },
      null,
    ];
    renderUi(<ImageField label="Photo" value={null} onChange={() => {}} uploader={uploader} />);
    pick(new File(['text'], 'fake.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Only a JPEG, PNG or WebP image can be uploaded.')).toBeTruthy();
  });

  it('previews the 480 size of an upload and removes the image', async () => {
    const onChange = vi.fn();
    renderUi(<ImageField label="Logo" value={PATH} onChange={onChange} />);
    const img = screen.getByRole('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(`/${PATH.replace('.webp', '-480.webp')}`);
    expect(previewUrl('images/logos/navruz.svg')).toBe('/images/logos/navruz.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
