// Runs before the first paint, while the head is parsed. Keys and values as in settings-model.ts and i18n.ts.
(function () {
  var root = document.documentElement;
  // The loading screen in index.html already takes the remembered theme, colour and language (the app
  // applies them again once it runs).
  try {
    var settings = JSON.parse(localStorage.getItem('settings') || '{}') || {};
    if (settings.theme === 'dark') {
      root.dataset.theme = 'dark';
      root.style.colorScheme = 'dark';
    }
    if (typeof settings.themeColor === 'string' && /^#[0-9a-fA-F]{6}$/.test(settings.themeColor))
      root.style.setProperty('--app-primary', settings.themeColor);
    if (settings.colorWeak === true) root.style.filter = 'invert(80%)';
    if (localStorage.getItem('locale') === 'en-US') root.lang = 'en-US';
  } catch (e) {
    // Storage blocked or unreadable: the light, Chinese defaults stay.
  }
  // Every page but sign-in renders inside the layout: its scripts and style sheets (listed at build,
  // shell-preload.mjs) download beside the entry rather than after it has run.
  var shell = document.querySelector('meta[name="shell-files"]');
  if (shell && shell.content && location.pathname !== '/login') {
    shell.content.split(' ').forEach(function (file) {
      var link = document.createElement('link');
      if (/\.css$/.test(file)) {
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
      }
      // Fetched in CORS mode, as the app requests every script and sheet (Vite's loader and
      // antd-styles.ts), so the app's own request finds it in the cache instead of fetching it again.
      link.crossOrigin = '';
      link.href = '/' + file;
      document.head.appendChild(link);
    });
  }
})();
