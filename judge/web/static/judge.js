// Card-name autocomplete for the card filter: suggestions from /api/cards, chosen by keyboard or touch.
document.addEventListener("DOMContentLoaded", function () {
  var input = document.querySelector("input.card-input");
  var list = document.getElementById("card-names");
  if (!input || !list) return;
  var timer = null;
  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(function () {
      var q = input.value.trim();
      if (q.length < 2) return;
      fetch("/api/cards?q=" + encodeURIComponent(q)).then(function (r) { return r.json(); }).then(function (data) {
        list.textContent = "";
        (data.cards || []).forEach(function (name) {
          var option = document.createElement("option");
          option.value = name;
          list.appendChild(option);
        });
      }).catch(function () {});
    }, 150);
  });
});
