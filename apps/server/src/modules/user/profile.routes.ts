import {
  AVATAR_LIMITS,
  avatarKeyParams,
  avatarResponse,
  okEnvelope,
  passwordRuleResponse,
  profileUpdateBody,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { ok, okEmpty } from '../../lib/envelope';
import { AppError, BadRequestError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { ROUTE_LIMITS } from '../../lib/route-limits';
import type { ProfileService } from './profile.service';

/** A year: an avatar's URL names its content, so a changed picture is a new URL. */
const AVATAR_CACHE = 'public, max-age=31536000, immutable';

/** The signed-in user's own facts and avatar (RuoYi's /system/user/profile). */
export async function profileRoutes(app: FastifyInstance, { profile }: { profile: ProfileService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/system/user/profile',
    {
      schema: {
        tags: ['user'],
        summary: '修改本人基本信息',
        body: profileUpdateBody,
        response: { 200: okEnvelope },
      },
    },
    async (request) => {
      await profile.update(actorOf(request), request.body);
      return okEmpty(request, t(request.locale, 'account.profileSaved'));
    },
  );

  r.post(
    '/system/user/profile/avatar',
    {
      config: { rateLimit: ROUTE_LIMITS.upload },
      schema: {
        tags: ['user'],
        summary: '上传头像（PNG、JPEG 或 WebP，≤ 2 MB；按内容识别，转为 256×256 WebP）',
        consumes: ['multipart/form-data'],
        response: { 200: avatarResponse },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new BadRequestError('account.avatar.missing');
      const file = await request.file({ limits: { fileSize: AVATAR_LIMITS.maxBytes, files: 1 } });
      if (!file) throw new BadRequestError('account.avatar.missing');
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, 'account.avatar.tooLarge', { max: AVATAR_LIMITS.maxBytes / 1024 / 1024 });
        throw error;
      }
      const avatar = await profile.setAvatar(actorOf(request), data);
      return ok(request, { avatar }, t(request.locale, 'account.avatar.saved'));
    },
  );

  r.delete(
    '/system/user/profile/avatar',
    { schema: { tags: ['user'], summary: '移除头像', response: { 200: okEnvelope } } },
    async (request) => {
      await profile.removeAvatar(actorOf(request));
      return okEmpty(request, t(request.locale, 'account.avatar.removed'));
    },
  );

  r.get(
    '/system/user/avatar/:key',
    {
      // An <img> sends no token; the key is a hash of the picture, known only to those shown it.
      config: { public: true },
      schema: { tags: ['user'], summary: '头像图片（WebP，长期缓存）', params: avatarKeyParams },
    },
    async (request, reply) => {
      const data = await profile.avatar(request.params.key);
      return reply.header('content-type', 'image/webp').header('cache-control', AVATAR_CACHE).send(data);
    },
  );

  r.get(
    '/system/user/profile/passwordRule',
    {
      // The forced password change checks the new password against it, before the change.
      config: { beforePasswordChange: true },
      schema: {
        tags: ['user'],
        summary: '密码强度规则与本账号不宜用于密码的词',
        response: { 200: passwordRuleResponse },
      },
    },
    async (request) => ok(request, await profile.passwordRule(request.auth.userId)),
  );
}
