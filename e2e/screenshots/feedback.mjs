// Screenshots of data feedback: the report button and dialog on a profile, the admins' 数据反馈 page with
// a thread open, and a user's own threads, in both themes, both languages, desktop and phone.
// Usage: start the built server, report a thread or two, then `node e2e/screenshots/feedback.mjs [baseURL] [mineId] [threadId]`.
// Writes PNGs to e2e/.artifacts/screenshots/feedback/.
import { forEachVariant, signIn } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8193';
const mineId = process.argv[3] ?? '1';
const threadId = process.argv[4] ?? '1';

await forEachVariant(
  'feedback',
  async ({ page, shoot }) => {
    await signIn(page, base, { username: 'user', password: 'user1234' });
    await page.goto(`${base}/mine/${mineId}#minableSeams`);
    await page.locator('#minableSeams table').waitFor();
    await shoot('profile-button');
    await page.locator('#minableSeams .feedback-report').click();
    await page.locator('.ant-modal textarea').waitFor();
    await shoot('report-dialog');
    await page.goto(`${base}/user/feedback`);
    await page.locator('.feedback-page').waitFor();
    await shoot('own-list', { fullPage: true });
    await page.goto(`${base}/user/feedback?id=${threadId}`);
    await page.locator('.feedback-thread').waitFor();
    await shoot('own-thread');
    await page.evaluate(() => localStorage.removeItem('token'));
    await signIn(page, base);
    await page.goto(`${base}/system/feedback`);
    await page.locator('.feedback-page').waitFor();
    await shoot('admin-list', { fullPage: true });
    await page.goto(`${base}/system/feedback?id=${threadId}`);
    await page.locator('.feedback-thread').waitFor();
    await shoot('admin-thread');
    await page.locator('.feedback-thread__actions button', { hasText: /更正|corrected/ }).click();
    await page.locator('.ant-modal textarea').waitFor();
    await shoot('admin-correct');
  },
  { only: process.env.SHOT_ONLY ?? '' },
);
