// Stand-in for the consent manager's wrapper script, served by the dev backend at
// /_dev/stand-ins/consent-manager.js. It reads window._sp_.config as the real one does, asks on
// the first visit (Godta alle / Avvis alle / Velg selv), keeps the choice in this browser, calls
// config.events.onConsentReady, answers __tcfapi("getCustomVendorConsents") with the purposes
// consented to (one per category, named after it), and opens its settings on
// _sp_.loadPrivacyManagerModal(id).
(function () {
  "use strict";
  var sp = (window._sp_ = window._sp_ || {});
  var config = sp.config || {};
  var events = config.events || {};
  var KEY = "_sp_stand_in_purposes";
  var CATEGORIES = ["advertising", "analytics", "marketing", "personalization"];
  var LABELS = {
    advertising: "Annonser tilpasset deg",
    analytics: "Analyse av bruken",
    marketing: "Markedsføring",
    personalization: "Innhold tilpasset deg",
  };

  function stored() {
    try {
      return JSON.parse(localStorage.getItem(KEY));
    } catch {
      return null;
    }
  }

  window.__tcfapi = function (command, version, callback) {
    if (command !== "getCustomVendorConsents") return callback(null, false);
    var names = stored();
    callback(
      {
        consentedPurposes: (names || []).map(function (name) {
          return { _id: "stand-in-" + name, name: name };
        }),
        grants: {},
      },
      names !== null,
    );
  };

  function ready() {
    if (events.onConsentReady) events.onConsentReady("gdpr", "stand-in", "", { applies: true });
  }

  var dialog = null;
  function close() {
    if (dialog) dialog.remove();
    dialog = null;
  }
  function choose(names) {
    localStorage.setItem(KEY, JSON.stringify(names));
    close();
    if (events.onMessageChoiceSelect) events.onMessageChoiceSelect("gdpr", "stand-in", 11);
    ready();
  }
  function button(text, onClick) {
    var b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    b.addEventListener("click", onClick);
    return b;
  }

  function open(detailed) {
    close();
    dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    dialog.setAttribute("aria-labelledby", "sp-stand-in-heading");
    dialog.style.cssText =
      "position:fixed;inset:auto 1rem 1rem 1rem;z-index:1000;background:#fff;color:#1b1b1b;" +
      "border:2px solid #1b1b1b;padding:1rem;max-width:36rem;margin:0 auto;font:inherit";
    var heading = document.createElement("h2");
    heading.id = "sp-stand-in-heading";
    heading.textContent = "Samtykke (testutgave av samtykkeverktøyet)";
    dialog.append(heading);
    if (detailed) {
      var current = stored() || [];
      CATEGORIES.forEach(function (category) {
        var label = document.createElement("label");
        label.style.display = "block";
        var box = document.createElement("input");
        box.type = "checkbox";
        box.name = category;
        box.checked = current.indexOf(category) >= 0;
        label.append(box, " " + LABELS[category]);
        dialog.append(label);
      });
      dialog.append(
        button("Lagre", function () {
          choose(
            CATEGORIES.filter(function (category) {
              return dialog.querySelector('input[name="' + category + '"]').checked;
            }),
          );
        }),
      );
    } else {
      dialog.append(
        button("Godta alle", function () {
          choose(CATEGORIES.slice());
        }),
        button("Avvis alle", function () {
          choose([]);
        }),
        button("Velg selv", function () {
          open(true);
        }),
      );
    }
    document.body.append(dialog);
    dialog.querySelector("button, input").focus();
  }

  sp.loadPrivacyManagerModal = function () {
    open(true);
  };
  if (stored() === null) open(false);
  else ready();
})();
