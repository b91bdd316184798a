// Applies the cached theme before first paint. Keep in sync with web/app/theme.tsx (key and values).
(function () {
  try {
    var stored = localStorage.getItem("claybook-theme");
    var theme = stored === "light" || stored === "dark" ? stored : "system";
    var dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    var root = document.documentElement;
    root.classList.toggle("dark", dark);
    root.style.colorScheme = dark ? "dark" : "light";
  } catch (e) {
    /* storage blocked: the React theme provider still applies the system theme */
  }
})();
