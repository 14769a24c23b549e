import { expect, test } from '../support/test';
import { tr } from '../support/i18n';
import { expectInsideScrollBox } from '../support/scroll';

// Web facts: "keyboard works everywhere". The hour picker is the one custom widget of the
// first screen (a grid of buttons with one tab stop and arrow keys), so it gets its own check.
test('the drop-off hour picker works with the keyboard alone', async ({ page }) => {
  await page.goto('/where-when');
  await expect(page.getByLabel(tr('es', 'booking:whereWhen.place'), { exact: true })).toBeEnabled();

  const toggle = page.getByRole('button', { name: new RegExp(`^${tr('es', 'booking:whereWhen.entryTime')}`) });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const grid = page.getByRole('group', { name: tr('es', 'booking:hourPicker.startTitle') });
  const chosen = grid.getByRole('button', { pressed: true });
  await expectInsideScrollBox(chosen);

  // One tab stop: Tab lands on the chosen time.
  await page.keyboard.press('Tab');
  await expect(chosen).toBeFocused();
  const [hour, minute] = ((await chosen.textContent()) ?? '').split(':').map(Number) as [number, number];

  // No product chosen yet: every quarter is open, so a row down (or up at 23h) is one hour away.
  const down = hour < 23;
  await page.keyboard.press(down ? 'ArrowDown' : 'ArrowUp');
  const target = `${String(down ? hour + 1 : hour - 1).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  await expect(grid.getByRole('button', { name: target, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  // The card closes, the time is taken and focus goes back to where the picker was opened.
  await expect(grid).toBeHidden();
  await expect(toggle).toContainText(target);
  await expect(toggle).toBeFocused();
});
