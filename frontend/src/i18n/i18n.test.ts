import { describe, expect, it } from 'vitest';
import { am } from './am';
import { changeLocale, currentLocale, i18n } from './i18n';

describe('the app language', () => {
  it('loads the Amharic catalogue on demand and translates with it', async () => {
    await changeLocale('am');
    expect(currentLocale()).toBe('am');
    expect(i18n.t('common.language.label')).toBe(am.common.language.label);
    expect(document.documentElement.lang).toBe('am');
    expect(localStorage.getItem('storefront.locale')).toBe('am');
  });

  it('formats ICU values in the chosen language', async () => {
    await changeLocale('am');
    expect(i18n.t('common.language.switchTo', { language: 'English' })).toBe(
      am.common.language.switchTo.replace('{language}', 'English'),
    );
    await changeLocale('en');
    expect(i18n.t('common.language.switchTo', { language: 'አማርኛ' })).toBe('Switch the language to አማርኛ');
    expect(document.documentElement.lang).toBe('en');
  });

  it('leaves the document alone when its language does not change (setting even the same lang restyles the page)', async () => {
    await changeLocale('en');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    await changeLocale('en');
    await Promise.resolve();
    changes.push(...observer.takeRecords());
    expect(changes).toEqual([]);
    await changeLocale('am');
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toHaveLength(1);
    await changeLocale('en');
  });
});
