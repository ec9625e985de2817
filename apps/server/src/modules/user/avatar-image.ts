import { createHash } from 'node:crypto';
import { AVATAR_LIMITS } from '@coal/contracts';
import sharp from 'sharp';
import { AppError, BadRequestError } from '../../lib/errors';

type ImageKind = 'png' | 'jpeg' | 'webp';

/** The image kind its first bytes declare; the name and the declared type are never trusted. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Larger pictures than a camera's are refused before they are decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Checks an uploaded avatar by its content and re-encodes it as a square WebP: whatever else the
 * file carried (metadata, trailing bytes, a second image) is not kept.
 */
export async function toAvatar(data: Buffer): Promise<Buffer> {
  if (data.length > AVATAR_LIMITS.maxBytes)
    throw new AppError(413, 'account.avatar.tooLarge', { max: AVATAR_LIMITS.maxBytes / 1024 / 1024 });
  const kind = sniffImage(data);
  if (!kind) throw new BadRequestError('account.avatar.notImage');
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== kind) throw new BadRequestError('account.avatar.notImage');
    return await image
      .rotate()
      .resize(AVATAR_LIMITS.size, AVATAR_LIMITS.size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new BadRequestError('account.avatar.unreadable');
  }
}

/** The avatar's name in its URL: its content and owner hashed, so a new picture gets a new URL. */
export const avatarKey = (userId: number, webp: Buffer) =>
  `${createHash('sha256').update(`${userId}:`).update(webp).digest('hex')}.webp`;

export const avatarUrl = (key: string) => `/api/system/user/avatar/${key}`;
