import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_PHOTO_MAX_BYTES } from '@parking/domain/car-services/custom-requests';
import { setupI18n } from '../../test-utils';
import { carServiceSlice, clearCarServices } from './car-service-store';
import { refusalOf, ServicePhotosField } from './service-photos-field';

const TOKEN = 'T'.repeat(43);
const jpeg = (name: string, size = 64) => {
  const b = new Uint8Array(size);
  b.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([b], name, { type: 'image/jpeg' });
};
const photo = (id: number) => ({ id, content_type: 'image/jpeg' as const, bytes: 64, url: `/api/carservice/photos/${id}` });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  await setupI18n('en');
});
beforeEach(() => clearCarServices());
afterEach(() => vi.restoreAllMocks());

describe('refusalOf (the domain rule, before anything is sent)', () => {
  it.each([
    ['a small JPEG', jpeg('a.jpg'), 0, null],
    ['a 4th photo', jpeg('d.jpg'), 3, 'too_many_photos'],
    ['over 2 MB, not even read', new File([new Uint8Array(SERVICE_PHOTO_MAX_BYTES + 1)], 'big.jpg'), 0, 'photo_too_large'],
    ['a GIF named .jpg', new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0, 0, 0, 0, 0])], 'x.jpg', { type: 'image/jpeg' }), 0, 'invalid_photo'],
  ])('%s', async (_c, file, already, refusal) => {
    expect(await refusalOf(file, already)).toBe(refusal);
  });
});

describe('the photos of the custom service request (issue 16.3)', () => {
  it('uploads the chosen photo, keeps the upload token for the next one, shows a preview with its remove button', async () => {
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(201, { upload_token: TOKEN, photos: [photo(1)], remaining: 2 }))
      .mockResolvedValueOnce(json(201, { upload_token: null, photos: [photo(1), photo(2)], remaining: 1 }))
      .mockResolvedValueOnce(json(200, { upload_token: null, photos: [photo(2)], remaining: 2 }));
    render(<ServicePhotosField id="p" />);
    const input = screen.getByLabelText('Photos (optional, up to 3)') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(input.getAttribute('aria-describedby')).toBe('p-hint');
    await userEvent.upload(input, jpeg('one.jpg'));
    const img = await screen.findByRole('img', { name: 'Photo 1 of your request' });
    // the preview is the file itself, as a data URL (the CSP allows data: images)
    expect(img.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(carServiceSlice.get().photoUpload).toEqual({ token: TOKEN, photos: [photo(1)] });
    const [url1, init1] = fetched.mock.calls[0]!;
    expect(String(url1)).toContain('/api/carservice/photos');
    expect(new Headers((init1 as RequestInit).headers).get('x-photo-upload-token')).toBeNull();
    expect(JSON.parse(String((init1 as RequestInit).body)).photo).toMatch(/^data:image\/jpeg;base64,/);

    await userEvent.upload(input, jpeg('two.jpg'));
    await screen.findByRole('img', { name: 'Photo 2 of your request' });
    expect(new Headers((fetched.mock.calls[1]![1] as RequestInit).headers).get('x-photo-upload-token')).toBe(TOKEN);

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(await screen.findAllByRole('img')).toHaveLength(1);
    const [url3, init3] = fetched.mock.calls[2]!;
    expect(String(url3)).toContain('/api/carservice/photos/1');
    expect((init3 as RequestInit).method).toBe('DELETE');
    expect(carServiceSlice.get().photoUpload?.photos).toEqual([photo(2)]);
  });

  it('a refused file is named with the reason next to the field and nothing is sent; the server\'s reason shows too', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(413, { code: 'API_ERROR_PAYLOAD_TOO_LARGE', reason: 'The photo is too large (server)' }));
    render(<ServicePhotosField id="p" />);
    const input = screen.getByLabelText('Photos (optional, up to 3)') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 0, 0, 0, 0, 0, 0, 0])], 'scan.png', { type: 'image/png' }));
    const alert = screen.getByRole('alert');
    expect(await within(alert).findByText('scan.png: The photo must be JPEG, PNG or WebP')).toBeTruthy();
    expect(fetched).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('p-hint p-error');

    await userEvent.upload(input, jpeg('ok.jpg'));
    expect(await within(alert).findByText('ok.jpg: The photo is too large (server)')).toBeTruthy();
    expect(carServiceSlice.get().photoUpload).toBeNull();
  });

  it('with 3 photos the input is disabled', () => {
    carServiceSlice.set({ ...carServiceSlice.get(), photoUpload: { token: TOKEN, photos: [photo(1), photo(2), photo(3)] } });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])]), { status: 200 }));
    render(<ServicePhotosField id="p" />);
    expect((screen.getByLabelText('Photos (optional, up to 3)') as HTMLInputElement).disabled).toBe(true);
  });
});
