import { expect, test } from '@playwright/test';
import { mineWithData } from '../profile/helpers';
import { ADMIN, signIn, USER } from '../shell/helpers';

test('a user reports a wrong figure from a profile, an admin answers, and the reply reaches the user’s bell', async ({
  page,
  browser,
}) => {
  const words = `M9 煤层平均厚度应为 2.6 米（${Date.now()}）`;
  const answer = '已转地质科核实，将按储量核实报告更正';

  await signIn(page, USER);
  const mineId = await mineWithData(page, [['geology', 'minableSeams']]);
  await page.goto(`/mine/${mineId}#minableSeams`);
  const seams = page.locator('section#minableSeams');
  await expect(seams.getByRole('table')).toBeVisible();
  await seams.getByRole('button', { name: '就「可采煤层特征」报告数据错误或提问' }).click();
  const dialog = page.getByRole('dialog', { name: /^数据反馈：/ });
  await dialog.getByLabel('内容').fill(words);
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(dialog.getByText('反馈已提交')).toBeVisible();

  // The admin, in a browser of their own, finds it among the open threads and answers.
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN);
    await admin.goto('/system/feedback');
    const row = admin.getByRole('row').filter({ hasText: words });
    await expect(row).toContainText('待处理');
    await row.getByRole('button', { name: /^处理/ }).click();
    const drawer = admin.getByRole('dialog', { name: /^反馈 #\d+$/ });
    // The thread shows the seams as the user saw them.
    await expect(drawer.getByRole('heading', { name: /可采煤层特征 · 反馈时的数据/ })).toBeVisible();
    await expect(drawer.getByRole('table', { name: /^可采煤层特征，共 \d+ 条/ })).toBeVisible();
    await drawer.getByPlaceholder('回复反馈人').fill(answer);
    await drawer.getByRole('button', { name: /回\s*复/ }).click();
    await expect(drawer.getByText(answer)).toBeVisible();
    await expect(drawer.getByText('已回复', { exact: true })).toBeVisible();
  } finally {
    await adminContext.close();
  }

  // The user's bell has the reply; it opens the thread.
  await page.keyboard.press('Escape');
  const bell = page.getByRole('button', { name: /^消息通知/ });
  await bell.click();
  const message = page.locator('.ant-popover').getByRole('button', { name: /数据反馈有新回复/ });
  await expect(message).toContainText(answer);
  await message.click();
  await expect(page).toHaveURL(/\/user\/feedback\?id=\d+/);
  const thread = page.getByRole('dialog', { name: /^反馈 #\d+$/ });
  await expect(thread.getByText(words)).toBeVisible();
  await expect(thread.getByText(answer)).toBeVisible();
});
