import { addUserByApi, DEMO, eventually, listUsers, openSignedIn, setPasswordAndSignIn } from './access-session';
import { describeInBrowser } from './browser-suite';
import { api } from './harness';
import { buildMatterModel, INTAKE, intakeRoute as route, MATTERS } from './interview-fixtures';
import {
  answer,
  openInterview,
  savedState,
  saveState,
  screenshots,
  screenTitle,
  useCatalogInBrowser,
} from './interview-helpers';

const shot = screenshots('interview');

/**
 * Issue 16, saving answers (INTERVIEW §5, §10): kept on the device while offline, a failed save with Retry, someone
 * else's save meanwhile, and the record lock while another user is in the interview.
 */
describeInBrowser('the interview: saving, conflicts and the lock', () => {
  const { app, admin, createRecord, readRecord } = useCatalogInBrowser(MATTERS, buildMatterModel);

  app.test('offline: answers are kept on this device and sent when the connection is back', async (page) => {
    const record = await createRecord({ Name: 'Radia Perlman' });
    await openInterview(page, app.product, admin(), route(record._id), 'About_you');
    await page.context().setOffline(true);
    await answer(page, /^Children/, '3');
    await saveState(page).getByText('Offline: kept on this device').waitFor({ timeout: 10_000 });
    await shot(page, 'offline');
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('interview.unsent.')),
    );
    expect(kept).toHaveLength(1);
    expect((await readRecord(record._id)).values.Children).toBeUndefined();

    await page.context().setOffline(false);
    await savedState(page);
    await eventually(async () => expect((await readRecord(record._id)).values.Children).toBe(3));
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('interview.unsent.'))),
    ).toEqual([]);
  });

  app.test('a save the server fails says "Not saved" with Retry, and Retry sends the answers', async (page) => {
    const record = await createRecord({ Name: 'John Backus' });
    await openInterview(page, app.product, admin(), route(record._id), 'About_you');
    const saves = `**/${DEMO}/api/collections/${MATTERS}/items/${record._id}`;
    await page.route(saves, (call) =>
      call.request().method() === 'POST'
        ? call.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Try again later."}' })
        : call.fallback(),
    );
    await answer(page, /^Children/, '4');
    await saveState(page).getByText('Not saved').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('save-error').textContent()).toBe('Try again later.');
    await shot(page, 'not-saved');
    expect((await readRecord(record._id)).values.Children).toBeUndefined();

    await page.unroute(saves);
    await page.getByRole('button', { name: 'Retry' }).click();
    await savedState(page);
    await eventually(async () => expect((await readRecord(record._id)).values.Children).toBe(4));
  });

  app.test(
    "someone else's save meanwhile: their other answers are taken and marked; the same answer asks Keep mine or Use theirs",
    async (page) => {
      const record = await createRecord({ Name: 'Frances Allen', City: 'Peru' });
      await openInterview(page, app.product, admin(), route(record._id), 'About_you');
      const saveElsewhere = async (nextValues: Record<string, unknown>) => {
        const current = await readRecord(record._id);
        await api(
          app.product,
          'POST',
          `/${DEMO}/api/collections/${MATTERS}/items/${record._id}`,
          { nextValues, version: current.version },
          admin().token,
        );
      };

      // Another answer changed elsewhere: ours goes on top, theirs shows, marked.
      await saveElsewhere({ City: 'Paris' });
      await answer(page, /^Children/, '1');
      await eventually(async () =>
        expect((await readRecord(record._id)).values).toMatchObject({ City: 'Paris', Children: 1 }),
      );
      await page.getByRole('button', { name: 'Next' }).click();
      await screenTitle(page).getByText('Home').waitFor();
      expect(await page.getByLabel('City').inputValue()).toBe('Paris');
      await page.getByText(`Updated by ${admin().user.name}`).waitFor();

      // The same answer changed elsewhere: ours stays in the field until the person chooses.
      await saveElsewhere({ City: 'Rome' });
      await answer(page, 'City', 'Oslo');
      const notices = page.getByTestId('conflict-notices');
      await notices
        .getByText(`${admin().user.name} changed “City” while you were answering.`)
        .waitFor({ timeout: 10_000 });
      expect(await page.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Oslo');
      expect((await readRecord(record._id)).values.City).toBe('Rome');
      await shot(page, 'conflict');
      await notices.getByRole('button', { name: 'Keep mine' }).click();
      await eventually(async () => expect((await readRecord(record._id)).values.City).toBe('Oslo'));
      expect(await notices.count()).toBe(0);
    },
    90_000,
  );

  app.test(
    "another user's open record is read-only, with a notice naming them, until they finish",
    async (page) => {
      const record = await createRecord({ Name: 'Edsger Dijkstra' });
      // The administrator opens the interview first: the record is theirs for the next 12 minutes.
      await api(
        app.product,
        'GET',
        `/${DEMO}/api/runs/${MATTERS}/${record._id}/${INTAKE}/interview`,
        undefined,
        admin().token,
      );
      await addUserByApi(app.product, admin(), 'Mo Member', 'mo@demo.test');
      const mo = (await listUsers<{ _id: string; mail: string }>(app.product, admin())).find(
        (user) => user.mail === 'mo@demo.test',
      )!;
      await api(app.product, 'PUT', `/${DEMO}/api/users/${mo._id}`, { permissions: [MATTERS] }, admin().token);
      const member = await setPasswordAndSignIn(app.product, 'mo@demo.test', 'member-pass-1');

      await openSignedIn(page, app.product, member, route(record._id));
      const notice = page.getByTestId('lock-notice');
      await notice.waitFor({ timeout: 15_000 });
      expect(await notice.textContent()).toContain(
        `User '${admin().user.name}' is currently working on this record. It will be available when they are finished.`,
      );
      expect(await page.getByLabel('Full name').isEditable()).toBe(false);
      await shot(page, 'locked');

      // The holder finishes: the record is no longer Needs Updating, and the page, opening it again every 10 s,
      // becomes editable.
      const held = await readRecord(record._id);
      await api(
        app.product,
        'POST',
        `/${DEMO}/api/runs/${MATTERS}/${record._id}/${INTAKE}/finish`,
        { version: held.version, anyway: true },
        admin().token,
      );
      await notice.waitFor({ state: 'detached', timeout: 20_000 });
      expect(await page.getByLabel('Full name').isEditable()).toBe(true);
    },
    60_000,
  );
});
