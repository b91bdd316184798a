// Applies the theme before first paint. Keep in sync with web/app/theme.tsx (key and values).
// The page served to a signed-in potter names their saved theme in <html data-theme> (product.md#r152): it wins over
// this device's cached one, as the saved preference does once the app runs, and is cached for the app's first render.
(function () {
  var valid = function (value) {
    return value === "light" || value === "dark" || value === "system";
  };
  var root = document.documentElement;
  var saved = root.getAttribute("data-theme");
  var theme = "system";
  try {
    var stored = localStorage.getItem("claybook-theme");
    if (valid(saved) && saved !== stored) localStorage.setItem("claybook-theme", saved);
    theme = valid(saved) ? saved : valid(stored) ? stored : "system";
  } catch (e) {
    /* storage blocked: the saved theme still paints; the React theme provider applies the same */
    if (valid(saved)) theme = saved;
  }
  try {
    var dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    root.classList.toggle("dark", dark);
    root.style.colorScheme = dark ? "dark" : "light";
  } catch (e) {
    /* the React theme provider still applies the theme */
  }
})();
