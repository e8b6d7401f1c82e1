// Runs in a worker thread (intl-warm-up.ts): the first call into Intl loads the browser's locale
// data, which Chromium then keeps for every thread of the page, so the page's own first number,
// price or date is written without that long task on the main thread (decision 034).
const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
const [locale = 'en-US'] = Intl.NumberFormat.supportedLocalesOf(languages);
new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1234.5);
new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
self.close();
