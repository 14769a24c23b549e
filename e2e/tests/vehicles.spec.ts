import { expect, type Page, test } from '../support/test';
import { logInViaApi } from '../support/api-setup';
import { tr } from '../support/i18n';
import { openSummary, termValue } from '../support/offer-flow';
import {
  acceptTerms,
  DEMO_CLIENT,
  enterPlate,
  fillDriver,
  logInFromHeader,
  mailsTo,
  newClient,
  openTravelerData,
  uniqueEmail,
  v,
  vehicleDialog,
  vehicleSection,
} from '../support/vehicles';

// Issue 15: the vehicle dialog in the booking, on the built product and its sandbox plate
// register (apps/api/src/vehicles/seed-data/sandbox-plates.json: 4821 KMN is a Golf VII).
const lang = 'es';
// Each test walks several views (and logs in, or runs axe several times): a slower budget than 30 s.
test.describe.configure({ timeout: 90_000 });
const plateBox = (page: Page) => page.getByRole('textbox', { name: tr(lang, 'traveler:reservation.plate'), exact: true });

async function addByPlate(page: Page, plate: string) {
  await vehicleSection(page, lang).getByRole('button', { name: v(lang, 'section.add'), exact: true }).click();
  await expect(vehicleDialog(page, lang, 'plate')).toBeVisible();
  await enterPlate(page, lang, plate);
}

async function closeDone(page: Page) {
  await vehicleDialog(page, lang, 'done').getByRole('button', { name: v(lang, 'done.accept'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a guest identifies the car by its plate; the booking, the confirmation and the e-mail carry it', async ({ page, request }) => {
  const email = uniqueEmail('veh-plate', test.info().workerIndex);
  await openTravelerData(page, request, lang, 91);
  await vehicleSection(page, lang).getByRole('button', { name: v(lang, 'section.add'), exact: true }).click();

  const dialog = vehicleDialog(page, lang, 'plate');
  await expect(dialog.getByRole('textbox', { name: v(lang, 'plate.label') })).toHaveAttribute('placeholder', '0000 ABC');
  // spec 5 requiredSignPlate: a plate of no Spanish series is refused next to the field.
  await enterPlate(page, lang, 'ABC');
  await expect(dialog.getByText(tr(lang, 'validation:invalid_plate'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: v(lang, 'plate.submit'), exact: true })).toBeDisabled();

  await enterPlate(page, lang, '4821 KMN');
  // spec 4 "Plate found: success feedback, dialog stays open for more info"
  const found = vehicleDialog(page, lang, 'found');
  await expect(found.getByRole('status')).toHaveText(v(lang, 'found.text'));
  await expect(found.getByText('VOLKSWAGEN GOLF VII (2017-2020)')).toBeVisible();
  await found.getByRole('button', { name: v(lang, 'found.continue'), exact: true }).click();
  await closeDone(page);

  const section = vehicleSection(page, lang);
  await expect(termValue(section, v(lang, 'section.makeModel'))).toHaveText('VOLKSWAGEN GOLF VII (2017-2020)');
  await expect(plateBox(page)).toHaveValue('4821 KMN');
  await expect(plateBox(page)).toHaveAttribute('readonly', '');
  // The summary's vehicle section (spec 2).
  const summary = await openSummary(page, lang);
  await expect(termValue(summary, v(lang, 'section.plate'))).toHaveText('4821 KMN');

  await fillDriver(page, lang, email);
  await acceptTerms(page, lang);
  const booked = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/reservations');
  await page.getByRole('button', { name: tr(lang, 'traveler:buttons.book'), exact: true }).click();
  const sent = await booked;
  expect((sent.postDataJSON() as { id_vehicle?: number }).id_vehicle).toEqual(expect.any(Number));
  // decision 0023: a guest vehicle opens only with its token
  expect(sent.headers()['x-vehicle-token']).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await expect(page).toHaveURL(/\/confirmation/);
  await expect(page.getByTestId('reservation-reference')).toBeVisible();
  const confirmation = page.getByRole('main').getByRole('region', { name: v(lang, 'section.title'), exact: true });
  await expect(termValue(confirmation, v(lang, 'section.makeModel'))).toHaveText('VOLKSWAGEN GOLF VII (2017-2020)');
  await expect(termValue(confirmation, v(lang, 'section.plate'))).toHaveText('4821 KMN');
  await expect.poll(async () => (await mailsTo(request, email)).some((m) => m.text.includes('GOLF VII'))).toBe(true);
});

test('a guest picks the car by make and model: a model with several years asks for the year', async ({ page, request }) => {
  await openTravelerData(page, request, lang, 95);
  await vehicleSection(page, lang).getByRole('button', { name: v(lang, 'section.add'), exact: true }).click();
  await vehicleDialog(page, lang, 'plate').getByRole('button', { name: v(lang, 'plate.bySelectors'), exact: true }).click();

  const dialog = vehicleDialog(page, lang, 'selectors');
  const select = (key: string) => dialog.getByRole('combobox', { name: v(lang, `selectors.${key}`) });
  const save = dialog.getByRole('button', { name: v(lang, 'selectors.submit'), exact: true });
  await expect(save).toBeDisabled();
  await select('make').selectOption({ label: 'VOLKSWAGEN' });
  // spec 4 "models are de-duplicated by friendly name": GOLF VII is one entry for two generations.
  await expect(select('model').getByRole('option', { name: 'GOLF VII', exact: true })).toHaveCount(1);
  await select('model').selectOption({ label: 'GOLF VI' });
  await expect(select('year')).toHaveCount(0);
  await select('model').selectOption({ label: 'GOLF VII' });
  // "the year select is required and offered, ordered by last two digits"
  await expect(select('year').getByRole('option')).toHaveText([v(lang, 'selectors.chooseYear'), '2012-2017', '2017-2020']);
  await expect(select('propulsion')).toBeDisabled();
  await select('year').selectOption('2017-2020');
  await select('propulsion').selectOption({ label: v(lang, 'propulsion.G') });
  await expect(save).toBeEnabled();
  // "choosing a make ... resets model, year, propulsion"
  await select('make').selectOption({ label: 'SEAT' });
  await expect(select('model')).toHaveValue('');
  await expect(select('year')).toHaveCount(0);
  await expect(save).toBeDisabled();
  await select('make').selectOption({ label: 'VOLKSWAGEN' });
  await select('model').selectOption({ label: 'GOLF VII' });
  await select('year').selectOption('2012-2017');
  await select('propulsion').selectOption({ label: v(lang, 'propulsion.D') });
  await save.click();
  await expect(vehicleDialog(page, lang, 'done').getByRole('status')).toHaveText(v(lang, 'done.text'));
  await closeDone(page);

  await expect(termValue(vehicleSection(page, lang), v(lang, 'section.makeModel'))).toHaveText('VOLKSWAGEN GOLF VII (2012-2017)');
  // "guests: no plate" on the selector path: the reservation's plate is still typed.
  await expect(plateBox(page)).toHaveValue('');
  await expect(plateBox(page)).not.toHaveAttribute('readonly', '');
});

test('a plate the register does not know: the danger warning, the selectors, then the not-found form', async ({ page, request }) => {
  await openTravelerData(page, request, lang, 97);
  await addByPlate(page, '9999 BBB');
  const warning = vehicleDialog(page, lang, 'notRecognised');
  // spec 8 "Plate not recognised: warning feedback then selectors ('Please select the make and model manually')"
  await expect(warning.getByRole('status')).toHaveText(v(lang, 'notRecognised.text'));
  await warning.getByRole('button', { name: v(lang, 'notRecognised.continue'), exact: true }).click();
  await vehicleDialog(page, lang, 'selectors').getByRole('button', { name: v(lang, 'selectors.notFound'), exact: true }).click();

  const form = vehicleDialog(page, lang, 'notFound');
  await form.getByRole('button', { name: v(lang, 'notFound.submit'), exact: true }).click();
  await expect(form.getByText(tr(lang, 'validation:required'))).toHaveCount(2);
  await form.getByRole('textbox', { name: v(lang, 'notFound.brand') }).fill('DeLorean');
  await form.getByRole('textbox', { name: v(lang, 'notFound.model') }).fill('DMC-12');
  await form.getByRole('textbox', { name: v(lang, 'notFound.colour') }).fill('gris');
  await form.getByRole('button', { name: v(lang, 'notFound.submit'), exact: true }).click();
  await closeDone(page);
  const section = vehicleSection(page, lang);
  await expect(termValue(section, v(lang, 'section.makeModel'))).toHaveText('DeLorean DMC-12 gris');
  await expect(termValue(section, v(lang, 'section.plate'))).toHaveText('9999 BBB');

  // The back arrow steps back between views; the missing-model form asks a guest's e-mail.
  await section.getByRole('button', { name: v(lang, 'section.change'), exact: true }).click();
  await vehicleDialog(page, lang, 'changeWarning').getByRole('button', { name: v(lang, 'changeWarning.accept'), exact: true }).click();
  await vehicleDialog(page, lang, 'plateEdit').getByRole('button', { name: v(lang, 'plate.bySelectors'), exact: true }).click();
  await vehicleDialog(page, lang, 'selectorsEdit').getByRole('button', { name: v(lang, 'selectors.missingModel'), exact: true }).click();
  const missing = vehicleDialog(page, lang, 'missingModel');
  await missing.getByRole('textbox', { name: v(lang, 'missingModel.brand') }).fill('Hispano-Suiza');
  await missing.getByRole('textbox', { name: v(lang, 'missingModel.model') }).fill('Carmen');
  await missing.getByRole('button', { name: v(lang, 'missingModel.submit'), exact: true }).click();
  await expect(missing.getByText(tr(lang, 'validation:required'))).toHaveCount(1);
  await missing.getByRole('textbox', { name: v(lang, 'missingModel.email') }).fill('ana@example.com');
  await missing.getByRole('button', { name: v(lang, 'missingModel.submit'), exact: true }).click();
  await expect(missing.getByRole('status')).toHaveText(v(lang, 'missingModel.sent'));
  await missing.getByRole('button', { name: v(lang, 'missingModel.back'), exact: true }).click();
  await vehicleDialog(page, lang, 'selectorsEdit').getByRole('button', { name: v(lang, 'back'), exact: true }).click();
  await expect(vehicleDialog(page, lang, 'plateEdit')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: v(lang, 'close'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the change warning: cancel keeps the vehicle, accept reopens the dialog', async ({ page, request }) => {
  await openTravelerData(page, request, lang, 99);
  await addByPlate(page, '2468 JKL');
  await vehicleDialog(page, lang, 'found').getByRole('button', { name: v(lang, 'found.continue'), exact: true }).click();
  await closeDone(page);
  const section = vehicleSection(page, lang);
  await expect(termValue(section, v(lang, 'section.makeModel'))).toHaveText('SEAT IBIZA IV (2012-2017)');

  await section.getByRole('button', { name: v(lang, 'section.change'), exact: true }).click();
  const warning = vehicleDialog(page, lang, 'changeWarning');
  await expect(warning.getByText(v(lang, 'changeWarning.text'))).toBeVisible();
  await warning.getByRole('button', { name: v(lang, 'changeWarning.cancel'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(termValue(section, v(lang, 'section.makeModel'))).toHaveText('SEAT IBIZA IV (2012-2017)');

  await section.getByRole('button', { name: v(lang, 'section.change'), exact: true }).click();
  await vehicleDialog(page, lang, 'changeWarning').getByRole('button', { name: v(lang, 'changeWarning.accept'), exact: true }).click();
  // the vehicle is cleared and the dialog goes on with the plate entry (edit titles)
  await expect(vehicleDialog(page, lang, 'plateEdit')).toBeVisible();
  await enterPlate(page, lang, '7305 LBC');
  await vehicleDialog(page, lang, 'found').getByRole('button', { name: v(lang, 'found.continue'), exact: true }).click();
  await expect(vehicleDialog(page, lang, 'doneEdit').getByRole('status')).toHaveText(v(lang, 'done.textEdit'));
  await vehicleDialog(page, lang, 'doneEdit').getByRole('button', { name: v(lang, 'done.accept'), exact: true }).click();
  await expect(termValue(section, v(lang, 'section.makeModel'))).toHaveText('RENAULT CLIO V (2019-)');
  await expect(plateBox(page)).toHaveValue('7305 LBC');
});

test('the modify-km dialog: dot thousands, step 1000, accept disabled when equal or invalid', async ({ page, request }) => {
  await openTravelerData(page, request, lang, 101);
  await addByPlate(page, '1590 MHT');
  await vehicleDialog(page, lang, 'found').getByRole('button', { name: v(lang, 'found.continue'), exact: true }).click();
  await closeDone(page);
  const section = vehicleSection(page, lang);
  await section.getByRole('button', { name: v(lang, 'section.modifyKm'), exact: true }).click();

  const dialog = page.getByRole('dialog', { name: v(lang, 'km.title') });
  const field = dialog.getByRole('spinbutton', { name: v(lang, 'km.label') });
  const accept = dialog.getByRole('button', { name: v(lang, 'km.accept'), exact: true });
  await expect(accept).toBeDisabled();
  await field.pressSequentially('120000');
  await expect(field).toHaveValue('120.000');
  await expect(accept).toBeEnabled();
  await field.press('ArrowUp');
  await expect(field).toHaveValue('121.000');
  await field.press('ArrowDown');
  await field.press('ArrowDown');
  await expect(field).toHaveValue('119.000');
  await field.fill('12a3');
  await expect(field).toHaveValue('123');
  await field.fill('');
  await expect(accept).toBeDisabled();
  await field.pressSequentially('45500');
  await accept.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(termValue(section, v(lang, 'section.km'))).toHaveText('45.500');

  // the stored value again: accept stays disabled
  await section.getByRole('button', { name: v(lang, 'section.modifyKm'), exact: true }).click();
  await expect(field).toHaveValue('45.500');
  await expect(accept).toBeDisabled();
  await field.press('ArrowUp');
  await expect(accept).toBeEnabled();
  await field.press('ArrowDown');
  await expect(accept).toBeDisabled();
});

// Logged in through the api before the booking (the header's login is the next test's subject).
test('a signed-in client picks a saved vehicle (confirm disabled until chosen)', async ({ page, request }) => {
  await logInViaApi(page, DEMO_CLIENT);
  await openTravelerData(page, request, lang, 103);
  const section = vehicleSection(page, lang);
  await section.getByRole('button', { name: v(lang, 'section.add'), exact: true }).click();
  const dialog = vehicleDialog(page, lang, 'saved');
  const confirm = dialog.getByRole('button', { name: v(lang, 'saved.confirm'), exact: true });
  await expect(confirm).toBeDisabled();
  const list = dialog.getByRole('combobox', { name: v(lang, 'saved.label') });
  await list.selectOption({ label: 'Clio · 7305 LBC · RENAULT CLIO V' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(termValue(section, v(lang, 'section.makeModel'))).toHaveText('RENAULT CLIO V (2019-)');
  await expect(plateBox(page)).toHaveValue('7305 LBC');

  // "link to add a new one" goes to the plate entry; the back arrow returns to the list.
  await section.getByRole('button', { name: v(lang, 'section.change'), exact: true }).click();
  await vehicleDialog(page, lang, 'changeWarning').getByRole('button', { name: v(lang, 'changeWarning.accept'), exact: true }).click();
  await vehicleDialog(page, lang, 'saved').getByRole('button', { name: v(lang, 'saved.add'), exact: true }).click();
  await expect(vehicleDialog(page, lang, 'plateEdit')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: v(lang, 'back'), exact: true }).click();
  await expect(vehicleDialog(page, lang, 'saved')).toBeVisible();
});

test("on login a guest's vehicle is registered to the client, who finds it in my vehicles, renames it, sets km and deletes it", async ({ page, request, playwright, baseURL }) => {
  // Its own api context: the verification logs that context in (a session needs CSRF after).
  const api = await playwright.request.newContext({ baseURL });
  const client = await newClient(api, uniqueEmail('veh-owner', test.info().workerIndex));
  await api.dispose();
  await openTravelerData(page, request, lang, 105);
  await addByPlate(page, '0457 JTZ');
  await vehicleDialog(page, lang, 'found').getByRole('button', { name: v(lang, 'found.continue'), exact: true }).click();
  await closeDone(page);
  const registered = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/vehicles/register_guest_vehicle/'));
  await logInFromHeader(page, client);
  expect((await registered).status()).toBe(200);

  await page.getByRole('button', { name: tr(lang, 'account:header.menu', { name: client.name }) }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: v(lang, 'menu.myVehicles') }).click();
  await expect(page).toHaveURL(/\/my-vehicles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(v(lang, 'page.title'));
  const list = page.getByRole('list', { name: v(lang, 'page.title') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const card = list.getByRole('listitem').filter({ hasText: '0457 JTZ' });
  await expect(card.getByRole('heading')).toHaveText('0457 JTZ · NISSAN QASHQAI J11');

  await card.getByRole('button', { name: new RegExp(`^${v(lang, 'page.rename')}`) }).click();
  await card.getByRole('textbox', { name: v(lang, 'page.renameLabel') }).fill('Coche de Marta');
  await card.getByRole('button', { name: v(lang, 'page.save'), exact: true }).click();
  await expect(card.getByRole('heading')).toHaveText('Coche de Marta · 0457 JTZ · NISSAN QASHQAI J11');

  await card.getByRole('button', { name: new RegExp(`^${v(lang, 'section.modifyKm')}`) }).click();
  const km = page.getByRole('dialog', { name: v(lang, 'km.title') });
  await km.getByRole('spinbutton', { name: v(lang, 'km.label') }).pressSequentially('88000');
  await km.getByRole('button', { name: v(lang, 'km.accept'), exact: true }).click();
  await expect(termValue(card, v(lang, 'section.km'))).toHaveText('88.000');

  // add by selectors from the page
  await page.getByRole('button', { name: v(lang, 'page.addSelectors'), exact: true }).click();
  const dialog = vehicleDialog(page, lang, 'selectors');
  await dialog.getByRole('combobox', { name: v(lang, 'selectors.make') }).selectOption({ label: 'SEAT' });
  await dialog.getByRole('combobox', { name: v(lang, 'selectors.model') }).selectOption({ label: 'LEON III' });
  const year = dialog.getByRole('combobox', { name: v(lang, 'selectors.year') });
  if (await year.count()) await year.selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: v(lang, 'selectors.propulsion') }).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: v(lang, 'selectors.submit'), exact: true }).click();
  await closeDone(page);
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await card.getByRole('button', { name: new RegExp(`^${v(lang, 'page.delete')}`) }).click();
  await card.getByRole('button', { name: v(lang, 'page.deleteYes'), exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first().getByRole('heading')).toContainText('SEAT LEON III');
});

test("spec 8: a failed dialog call shows the server's reason in a banner inside the dialog", async ({ page, request }) => {
  await openTravelerData(page, request, lang, 107);
  await vehicleSection(page, lang).getByRole('button', { name: v(lang, 'section.add'), exact: true }).click();
  await vehicleDialog(page, lang, 'plate').getByRole('button', { name: v(lang, 'plate.bySelectors'), exact: true }).click();
  await vehicleDialog(page, lang, 'selectors').getByRole('button', { name: v(lang, 'selectors.missingModel'), exact: true }).click();
  const missing = vehicleDialog(page, lang, 'missingModel');
  // A control character passes the form's checks and is refused by the server's (400 with a reason).
  await missing.getByRole('textbox', { name: v(lang, 'missingModel.brand') }).fill('Seat\u0007');
  await missing.getByRole('textbox', { name: v(lang, 'missingModel.model') }).fill('Toledo');
  await missing.getByRole('textbox', { name: v(lang, 'missingModel.email') }).fill('ana@example.com');
  await missing.getByRole('button', { name: v(lang, 'missingModel.submit'), exact: true }).click();
  await expect(missing.getByRole('alert')).toHaveText(tr(lang, 'validation:invalid_characters'));
  // the dialog stays on its view; going back clears the banner
  await missing.getByRole('button', { name: v(lang, 'back'), exact: true }).click();
  await expect(vehicleDialog(page, lang, 'selectors').getByRole('alert')).toHaveCount(0);
});
