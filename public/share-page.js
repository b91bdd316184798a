// The shared piece page works without this script; with it, phones get the system share sheet
// (docs/decisions/0111-share-links.md).
(function () {
  var button = document.getElementById("share-button");
  if (!button || typeof navigator.share !== "function") return;
  button.hidden = false;
  button.addEventListener("click", function () {
    navigator.share({ title: button.dataset.title, url: button.dataset.url }).catch(function () {});
  });
})();
