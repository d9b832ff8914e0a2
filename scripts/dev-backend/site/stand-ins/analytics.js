// Stand-in for the analytics provider's version 4 script, served by the dev backend at
// /_dev/stand-ins/analytics.js. It speaks the provider's command queue — pulse("init", trackerId,
// options) and pulse(function (tracker) { … }) — and sends each page view, one after another, to
// /_dev/analytics on the page's own origin, where a journey reads them in order.
(function () {
  "use strict";
  var queued = (window.pulse && window.pulse.q) || [];
  var init = { trackerId: null, options: null };
  var sending = Promise.resolve();
  var tracker = {
    experiments: [{ id: "minside-stand-in", name: "Stand-in experiment", variant: "A", platform: "web" }],
    trackPageView: function (event) {
      var body = JSON.stringify({ trackerId: init.trackerId, options: init.options, event: event });
      sending = sending.then(function () {
        return fetch("/_dev/analytics", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: body,
          keepalive: true,
        }).catch(function () {});
      });
    },
  };
  function run(command) {
    if (typeof command[0] === "function") command[0](tracker);
    else if (command[0] === "init") {
      init.trackerId = command[1];
      init.options = command[2];
    }
  }
  window.pulse = function () {
    run(arguments);
  };
  for (var i = 0; i < queued.length; i++) run(queued[i]);
})();
