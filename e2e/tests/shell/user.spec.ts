import { expect, type Page, test } from '@playwright/test';
import { confirmPopconfirm, signIn, USER } from './helpers';

/** A PNG drawn by the page's own canvas: a real picture, as a camera or a screenshot tool gives one. */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#0f8a6a';
    g.fillRect(0, 0, 600, 400);
    g.fillStyle = '#ffffff';
    g.beginPath();
    g.arc(300, 170, 90, 0, Math.PI * 2);
    g.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('the user centre shows the profile, roles and account facts from the server', async ({ page }) => {
  await signIn(page, USER);
  await page.goto('/user/info');
  await expect(page.getByRole('heading', { level: 1, name: '数据分析员' })).toBeVisible();
  await expect(page.getByRole('img', { name: '数据分析员 的头像' })).toHaveText('数');
  await expect(page.getByRole('heading', { name: '账号信息' })).toBeVisible();
  await expect(page.getByText('user', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '我关注的煤矿' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '最近活动' })).toBeVisible();
});

test('an uploaded avatar replaces the initial in the navbar, survives a reload, and can be removed', async ({
  page,
}) => {
  await signIn(page, USER);
  await page.goto('/user/setting');
  const navbarAvatar = page.getByRole('button', { name: '用户菜单：数据分析员' });
  await expect(navbarAvatar.locator('.avatar-trigger__avatar')).toHaveText('数');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '上传头像' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await drawnPng(page) });
  await expect(page.getByText('头像已更新')).toBeVisible();

  // The navbar shows the stored picture, loaded from its versioned URL: square, as the server made it.
  const picture = navbarAvatar.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/api\/system\/user\/avatar\/[0-9a-f]{64}\.webp$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(256);
  await page.reload();
  await expect(navbarAvatar.locator('img')).toBeVisible();

  await page.getByRole('button', { name: '移除头像' }).click();
  await confirmPopconfirm(page);
  await expect(page.getByText('头像已移除')).toBeVisible();
  await expect(navbarAvatar.locator('.avatar-trigger__avatar')).toHaveText('数');
  await expect(navbarAvatar.locator('img')).toHaveCount(0);
});

test('the password form measures a new password and says why a weak one is refused', async ({ page }) => {
  await signIn(page, USER);
  await page.goto('/user/setting?tab=password');
  await page.getByLabel('原密码').fill(USER.password);
  await page.getByLabel('新密码', { exact: true }).fill('short');
  await page.getByLabel('确认新密码').fill('different');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('新密码至少 8 个字符')).toBeVisible();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

  // A name in pinyin with love numbers: zxcvbn alone would rate it good.
  const meter = page.locator('.password-meter');
  await page.getByLabel('新密码', { exact: true }).fill('zhangwei1314');
  await expect(meter).toContainText('较弱');
  const reason = page.getByText('使用了常见的拼音、姓氏、地名或“520/1314”一类数字，容易被猜中');
  await expect(reason).toBeVisible();
  await page.getByLabel('确认新密码').fill('zhangwei1314');
  await page.getByRole('button', { name: '确认修改' }).click();
  // Not sent: the field stays marked with its reason.
  await expect(page.getByLabel('新密码', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeVisible();

  await page.getByLabel('新密码', { exact: true }).fill('Lantern#Meadow#58');
  await expect(meter).toContainText('很强');
  await expect(meter).toContainText('强度符合要求');
  // The change itself, which ends every session, is covered by the API tests: the demo password this
  // suite signs in with could not be set again, since the strength rule refuses it.
  await expect(page).toHaveURL(/\/user\/setting\?tab=password$/);
});
