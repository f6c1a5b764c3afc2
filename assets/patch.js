// The kit's patch (hearts/web/ui/patch.py) hands the page a whole piece of work in one call: every call from
// Python into the page costs far more than the work it asks for, and a new region of the table (a card played,
// a button, a name plate's badge) would otherwise be made by a call per element, attribute and child.
// Python stays the one that decides what is written; this only carries it out. Without it the kit makes the
// elements itself, call by call.
(() => {
  const SVG = "http://www.w3.org/2000/svg";
  const fixed = new Map(); // a subtree the kit marked fixed, made once here and cloned after
  const make = (spec, svg) => {
    if (typeof spec === "string") return document.createTextNode(spec);
    if (spec[0] === 0) {
      let known = fixed.get(spec[1]);
      if (known === undefined) {
        known = make(spec[2], svg);
        fixed.set(spec[1], known);
      }
      return known.cloneNode(true);
    }
    const [tag, attributes, children] = spec;
    const inSvg = svg || tag === "svg";
    const element = inSvg ? document.createElementNS(SVG, tag) : document.createElement(tag);
    for (let at = 0; at < attributes.length; at += 2) element.setAttribute(attributes[at], attributes[at + 1]);
    if (tag === "input") element.checked = element.hasAttribute("checked");
    else if (tag === "option") element.selected = element.hasAttribute("selected");
    for (const child of children) element.appendChild(make(child, inSvg));
    return element;
  };
  window.heartsPatch = {
    // The element (or text) a tree describes, from its JSON form (see patch.py's _spec).
    make: (json, svg) => make(JSON.parse(json), svg),
    // Attributes written (name, value) or removed (name, null) on one element, in one call; one that holds its
    // value already is left alone (the tabindex of a focused card, set when focus came to it: writing it again
    // makes the browser restyle the page there and then, to see whether the card can still have focus).
    attributes: (element, ...changes) => {
      for (let at = 0; at < changes.length; at += 2) {
        const [name, value] = [changes[at], changes[at + 1]];
        if (value === null || value === undefined) element.removeAttribute(name);
        else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
      }
    },
  };
})();
