// Issue 35 in Chromium: the vendor's forms write content in three languages. A tab per language on
// the product form (Arabic and Urdu right to left), saved through the real mutation and shown on
// the storefront's /ar page; the profile form's store texts and language the same way. Neither
// form scrolls sideways at 390 or 1366 px. A vendor whose dashboard reads Arabic adds and edits a
// property at 390 px with the whole form, the image picker and the upload in Arabic.
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2eSuite } from './harness.ts';
import { dashboardProductForm } from '../web/src/lib/i18n/catalogues/en/dashboardProductForm.ts';
import { dashboardProductRules } from '../web/src/lib/i18n/catalogues/en/dashboardProductRules.ts';
import { dashboardMediaUpload } from '../web/src/lib/i18n/catalogues/en/dashboardMediaUpload.ts';
import { dashboardContentTabs } from '../web/src/lib/i18n/catalogues/en/dashboardContentTabs.ts';
import { sidewaysOverflow } from './helpers/sideways-overflow.ts';
import { saveArtefactScreenshot } from './helpers/artefact-screenshots.ts';

const e2e = useE2eSuite();
let page: Page;
beforeAll(async () => {
  page = (await e2e.openSignedIn(await e2e.tokenFor('vendor@marketplace.test'))).page;
});

const WIDTHS = [390, 1366];

/** How far the page scrolls sideways at each width (0: not at all). */
async function overflowAt(widths: number[]): Promise<number[]> {
  const overflows: number[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    overflows.push(await sidewaysOverflow(page));
  }
  return overflows;
}

describe('content in three languages from the vendor forms', () => {
  it('an Arabic product name written in its tab is saved and shown on the /ar product page', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/vendor-dashboard/products');
    const edit = page.getByRole('main').getByRole('link', { name: /^Edit / }).first();
    await edit.click();
    await page.getByRole('heading', { name: 'Edit Product', level: 1 }).waitFor();
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    const tabs = page.getByRole('tablist', { name: 'Languages of the listing texts' });
    expect(await tabs.getByRole('tab').first().textContent()).toBe('Englishwritten');

    const arabicTab = tabs.getByRole('tab', { name: /العربية/ });
    await arabicTab.click();
    const arabicName = page.getByLabel('Product Name (العربية)');
    expect(await arabicName.getAttribute('dir')).toBe('rtl');
    expect(await arabicName.getAttribute('lang')).toBe('ar');
    expect(await page.getByLabel('Product Description (العربية)').getAttribute('dir')).toBe('rtl');
    // The tab says whether the language has content (the demo data may have some already).
    await arabicName.fill('');
    await page.getByLabel('Product Description (العربية)').fill('');
    expect(await arabicTab.textContent()).toBe('العربيةoptional, empty');
    await arabicName.fill('فيلا الاختبار على البحيرة');
    expect(await arabicTab.textContent()).toBe('العربيةwritten');
    expect(await overflowAt(WIDTHS)).toEqual([0, 0]);
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.getByRole('status').filter({ hasText: 'Product has been updated successfully.' }).waitFor();

    const storefront = await e2e.open(`/ar/products/real-estate/${slug}`);
    expect(await storefront.getByRole('heading', { level: 1 }).textContent()).toBe('فيلا الاختبار على البحيرة');
    // English stays as written, at the English address.
    await storefront.goto(`/products/real-estate/${slug}`);
    expect(await storefront.getByRole('heading', { level: 1 }).textContent()).not.toContain('فيلا');
    await storefront.close();
  });

  it('the profile keeps an Urdu store name and the chosen language', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/vendor-dashboard/profile');
    const tabs = page.getByRole('tablist', { name: 'Languages of the store texts' });
    await tabs.waitFor();
    await tabs.getByRole('tab', { name: /اردو/ }).click();
    const urduName = page.getByLabel('Store Name (اردو)');
    expect(await urduName.getAttribute('dir')).toBe('rtl');
    expect(await urduName.getAttribute('lang')).toBe('ur');
    await urduName.fill('ٹیسٹ اسٹور');
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ur');
    expect(await overflowAt(WIDTHS)).toEqual([0, 0]);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Profile updated successfully ✅').waitFor();

    // The chosen language is also the dashboard's (issue 35): after a reload it reads Urdu, right to left.
    await page.reload();
    await page.getByRole('tablist', { name: 'اسٹور کی تحریروں کی زبانیں' }).getByRole('tab', { name: /اردو/ }).click();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ur', 'rtl']);
    expect(await page.getByLabel('اسٹور کا نام (اردو)').inputValue()).toBe('ٹیسٹ اسٹور');
    expect(await page.getByRole('combobox', { name: 'زبان', exact: true }).inputValue()).toBe('ur');
  });
});

/**
 * The English texts of the product form's namespaces (those without a placeholder or plural, as
 * the page would show them), found in the dashboard's main region and open dialogs, as text or as
 * labels, alt texts and placeholders: none once the dashboard reads Arabic. (The storefront's
 * footer below keeps the address's language, English.)
 */
async function englishFormTexts(tab: Page): Promise<string[]> {
  const english = Object.values({ ...dashboardProductForm, ...dashboardProductRules, ...dashboardMediaUpload, ...dashboardContentTabs }).filter((text) => !text.includes('{'));
  const shown = await tab.evaluate(() => {
    const regions = [...document.querySelectorAll<HTMLElement>('main, [role="dialog"]')];
    const attributes = regions.flatMap((region) => [...region.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')]).flatMap((element) => ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''));
    return [...regions.map((region) => region.innerText), ...attributes].join('\n');
  });
  return english.filter((text) => new RegExp(`(^|[^A-Za-z])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`).test(shown));
}

describe('the product form in the dashboard language (issue 35)', () => {
  it('a vendor reading Arabic adds a property at 390 px (uploaded image, Arabic name tab) and edits it: right to left, Arabic labels, its Arabic name on /ar', async () => {
    const { page: tab } = await e2e.openSignedIn(await e2e.tokenFor('ayesha@margallarealty.pk'));
    await tab.setViewportSize({ width: 390, height: 844 });
    await tab.goto('/vendor-dashboard/products/create');
    await tab.getByRole('heading', { name: 'Add New Product', level: 1 }).waitFor();
    await Promise.all([tab.waitForEvent('load'), tab.getByLabel('Dashboard language').selectOption('ar')]);
    await tab.getByRole('heading', { name: 'إضافة منتج جديد', level: 1 }).waitFor();
    expect(await tab.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    const languageTabs = tab.getByRole('tablist', { name: 'لغات نصوص الإعلان' }).getByRole('tab');
    expect(await languageTabs.first().textContent()).toBe('Englishمطلوبة');
    // The tabs run right to left: English, the first, stands at the right.
    const [english, , urdu] = await languageTabs.evaluateAll((tabs) => tabs.map((each) => each.getBoundingClientRect().x));
    expect(english).toBeGreaterThan(urdu!);
    await tab.getByRole('group', { name: 'تفاصيل الإعلان' }).waitFor();

    // Every broken rule in Arabic, beside its field, and the summary counted in Arabic.
    await tab.getByRole('button', { name: 'أضف المنتج' }).click();
    await tab.locator('form [id$="-error"]').first().waitFor();
    const errors = await tab.locator('form [id$="-error"]').allTextContents();
    expect(errors[0]).toBe('يجب اختيار صورة واحدة على الأقل.');
    expect(errors).toEqual(expect.arrayContaining(['اسم المنتج مطلوب.', 'فئة المنتج مطلوبة.', 'عدد غرف النوم مطلوب.']));
    expect(await tab.locator('form [role="alert"]').textContent()).toMatch(/^يُرجى تصحيح الحقول الـ\d+ المُشار إليها أعلاه\.$/);
    await saveArtefactScreenshot(tab, 'ar-390-dashboard-product-create.png', { fullPage: true });
    expect(await englishFormTexts(tab)).toEqual([]);

    // The picker's upload tab: one picture uploaded and selected, in Arabic.
    await tab.getByRole('button', { name: 'أضف وسائط' }).click();
    const dialog = tab.getByRole('dialog', { name: 'اختر الصور' });
    await dialog.getByRole('tab', { name: 'أضف صورة' }).click();
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a5f7f' } }).png().toBuffer();
    await dialog.getByLabel('اختر ملفات الصور').setInputFiles([{ name: 'margalla-front.png', mimeType: 'image/png', buffer: png }]);
    await dialog.getByRole('button', { name: 'ارفع', exact: true }).click();
    await dialog.getByText('رُفعت صورة واحدة واختيرت.').waitFor();
    expect(await englishFormTexts(tab)).toEqual([]);
    expect(await sidewaysOverflow(tab)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'تم' }).click();
    await tab.getByRole('img', { name: 'الصورة 1 (الصورة الرئيسية)' }).waitFor();

    await tab.getByLabel('اسم المنتج', { exact: true }).fill('E2E Margalla Courtyard House');
    await tab.getByLabel('وصف المنتج', { exact: true }).fill('A courtyard house in F-7 with a garden and a rooftop terrace.');
    await tab.getByLabel('سعر المنتج').fill('95000000');
    // The categories read in the dashboard's language; the form saves the English name.
    await tab.getByRole('radio', { name: 'فلل' }).check();
    await tab.getByLabel('عدد غرف النوم').fill('5');
    await tab.getByLabel('عدد الحمّامات').fill('5');
    await tab.getByLabel('المساحة (قدم مربع)').fill('4500');
    await tab.getByRole('tab', { name: /العربية/ }).click();
    await tab.getByLabel('اسم المنتج (العربية)').fill('بيت الفناء في مارغلا');
    expect(await sidewaysOverflow(tab)).toBeLessThanOrEqual(0);
    await tab.getByRole('button', { name: 'أضف المنتج' }).click();
    await tab.waitForURL((url) => url.pathname === '/vendor-dashboard/products');
    await tab.getByRole('status').filter({ hasText: 'أُنشئ المنتج بنجاح.' }).waitFor();

    const slug = 'e2e-margalla-courtyard-house';
    await tab.goto(`/vendor-dashboard/products/edit/${slug}`);
    await tab.getByRole('heading', { name: 'تعديل المنتج', level: 1 }).waitFor();
    expect(await tab.getByLabel('اسم المنتج', { exact: true }).inputValue()).toBe('E2E Margalla Courtyard House');
    await tab.getByRole('tab', { name: /العربية/ }).click();
    expect(await tab.getByLabel('اسم المنتج (العربية)').inputValue()).toBe('بيت الفناء في مارغلا');
    expect(await englishFormTexts(tab)).toEqual([]);
    expect(await sidewaysOverflow(tab)).toBeLessThanOrEqual(0);
    await saveArtefactScreenshot(tab, 'ar-390-dashboard-product-edit.png', { fullPage: true });
    await tab.getByRole('button', { name: 'حدّث المنتج' }).click();
    await tab.getByRole('status').filter({ hasText: 'حُدّث المنتج بنجاح.' }).waitFor();

    await tab.goto(`/ar/products/real-estate/${slug}`);
    expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe('بيت الفناء في مارغلا');
  });
});
