extension HTMLFormatter {
    /// The page's style sheet. A view's element box is its frame exactly:
    /// outlines, which take no room, draw the edges.
    static let style = """
        body { margin: 20px; font: 13px/1.4 Helvetica, Arial, sans-serif; color: #222222; background: #ffffff; }
        h1 { margin: 0 0 4px; font-size: 15px; }
        h2 { margin: 0 0 6px; font-size: 13px; }
        #heading { margin: 0; font-weight: bold; }
        #facts { margin: 0 0 8px; font-size: 11px; color: #666666; }
        #controls label { display: flex; align-items: center; gap: 8px; margin-bottom: 4px; }
        #controls input { flex: none; width: 300px; }
        #controls output { font-variant-numeric: tabular-nums; }
        #direction { display: flex; align-items: center; gap: 12px; margin-bottom: 4px; }
        #direction label { gap: 4px; margin-bottom: 0; }
        #controls #direction input { width: auto; margin: 0; }
        #legend { margin: 4px 0 12px; font-size: 11px; color: #666666; }
        main { display: flex; align-items: flex-start; gap: 24px; }
        #screen { position: relative; flex: none; overflow: hidden; background: #f7f7f7; outline: 1.5px solid #333333; }
        .view {
          position: absolute; box-sizing: border-box; outline: 1px solid var(--color); outline-offset: -0.5px;
          background: color-mix(in srgb, var(--color) 16%, transparent);
        }
        .view.ambiguous { outline-style: dashed; }
        .view.broken { outline: 2px solid #d62728; outline-offset: -1px; }
        .view.broken.ambiguous { outline-style: dashed; }
        .view.hovered { outline-width: 2px; outline-offset: -1px; }
        .label {
          position: absolute; font-size: 10px; line-height: 12px; white-space: nowrap; padding-left: 2px;
          pointer-events: none;
        }
        .safe-area { position: absolute; left: 0; right: 0; height: 0; border-top: 0.75px dashed #d62728; pointer-events: none; }
        #info { flex: 1; min-width: 280px; max-width: 640px; font-size: 12px; }
        #info .hint { color: #666666; }
        #info p { margin: 0 0 4px; }
        #info .warning { color: #d62728; }
        #info ol { margin: 6px 0; padding-left: 24px; }
        #info li, #diagnostics pre { font: 11px/1.5 Menlo, Consolas, monospace; }
        #info li.broken { color: #d62728; }
        #diagnostics { margin-top: 16px; }
        #diagnostics pre { white-space: pre-wrap; }

        """

    /// The page's script: reads the embedded data, makes a slider per axis
    /// and, when the data holds both directions, a left-to-right /
    /// right-to-left toggle; draws the layout of the chosen direction at the
    /// sliders' position and shows the view under the pointer. It computes
    /// no frame: every number drawn is the data's.
    static let script = """
        "use strict";
        const data = JSON.parse(document.getElementById("layout-data").textContent);
        const screenBox = document.getElementById("screen");
        const info = document.getElementById("info");
        const position = data.axes.map(() => 0);
        // The layouts of each direction laid out; the toggle picks one.
        const layoutsByDirection = { [data.direction]: data.layouts };
        if (data.otherDirection) layoutsByDirection[data.otherDirection.direction] = data.otherDirection.layouts;
        let direction = data.direction;
        let hovered = null;

        // A number as layout-dump prints it: up to three decimals, no trailing zeros.
        function format(x) {
          if (x === null) return "nan";
          const text = x.toFixed(3).replace(/\\.?0+$/, "");
          return text === "-0" ? "0" : text;
        }
        function formatRect(r) {
          return "(" + format(r[0]) + " " + format(r[1]) + "; " + format(r[2]) + " " + format(r[3]) + ")";
        }
        function element(tag, text, className) {
          const node = document.createElement(tag);
          if (text !== undefined) node.textContent = text;
          if (className) node.className = className;
          return node;
        }
        function currentLayout() {
          const layouts = layoutsByDirection[direction];
          return layouts.find((layout) => layout.at.every((index, axis) => index === position[axis])) || null;
        }

        function makeControls() {
          const controls = document.getElementById("controls");
          data.axes.forEach((axis, index) => {
            const label = element("label");
            const name = axis.name + (axis.scrollView ? " of '" + axis.scrollView + "'" : "");
            const slider = element("input");
            slider.type = "range";
            slider.id = "axis-" + index;
            slider.min = 0;
            slider.max = axis.values.length - 1;
            slider.step = 1;
            slider.value = 0;
            slider.disabled = axis.values.length < 2;
            slider.setAttribute("aria-label", name);
            slider.addEventListener("input", () => {
              position[index] = Number(slider.value);
              draw();
            });
            const value = element("output");
            value.id = "axis-" + index + "-value";
            label.append(element("span", name), slider, value);
            controls.append(label);
          });
          if (!data.otherDirection) return;
          // The direction toggle: a radio pair, the direction shown first checked.
          const group = element("div");
          group.id = "direction";
          group.setAttribute("role", "radiogroup");
          group.setAttribute("aria-label", "layout direction");
          group.append(element("span", "direction"));
          for (const [value, words] of [["ltr", "left to right"], ["rtl", "right to left"]]) {
            if (!layoutsByDirection[value]) continue;
            const label = element("label");
            const input = element("input");
            input.type = "radio";
            input.name = "direction";
            input.id = "direction-" + value;
            input.value = value;
            input.checked = value === direction;
            input.addEventListener("change", () => {
              if (!input.checked) return;
              direction = value;
              draw();
            });
            label.append(input, element("span", words));
            group.append(label);
          }
          controls.append(group);
        }

        function draw() {
          data.axes.forEach((axis, index) => {
            const value = axis.values[position[index]];
            document.getElementById("axis-" + index + "-value").textContent =
              (axis.labels ? axis.labels[position[index]] : format(value)) + " (" + (position[index] + 1) + " of " + axis.values.length + ")";
          });
          const layout = currentLayout();
          screenBox.replaceChildren();
          screenBox.style.width = data.screen.width + "px";
          screenBox.style.height = data.screen.height + "px";
          document.getElementById("heading").textContent = layout ? layout.title : "not laid out at this position";
          document.getElementById("facts").textContent = layout ? layout.facts : "";
          const diagnostics = document.getElementById("diagnostics");
          diagnostics.hidden = !layout || layout.diagnostics.length === 0;
          diagnostics.querySelector("pre").textContent = layout ? layout.diagnostics.join("\\n\\n") : "";
          if (!layout) return;
          screenBox.dataset.view = 0;
          for (const index of layout.drawn) {
            const view = layout.views[index];
            if (view.depth === 0) continue;
            const box = element("div", undefined, "view");
            const frame = view.screenFrame;
            box.style.left = frame[0] + "px";
            box.style.top = frame[1] + "px";
            box.style.width = frame[2] + "px";
            box.style.height = frame[3] + "px";
            box.style.setProperty("--color", view.color);
            if (view.alpha !== undefined) box.style.opacity = view.alpha;
            box.dataset.view = index;
            box.dataset.name = view.name;
            if (view.ambiguous) box.classList.add("ambiguous");
            if (view.broken) box.classList.add("broken");
            screenBox.append(box);
          }
          for (const label of layout.labels) {
            const text = element("div", label.text, "label");
            text.style.left = label.x + "px";
            text.style.top = label.y + "px";
            text.style.color = label.color;
            screenBox.append(text);
          }
          const safe = data.screen.safeArea;
          for (const edge of [safe.top, data.screen.height - safe.bottom]) {
            if (edge <= 0 || edge >= data.screen.height) continue;
            const line = element("div", undefined, "safe-area");
            line.style.top = edge + "px";
            screenBox.append(line);
          }
          showInfo(layout, hovered);
        }

        // The view's name, its frame, and the constraints that name it.
        function showInfo(layout, index) {
          for (const box of screenBox.querySelectorAll(".hovered")) box.classList.remove("hovered");
          if (index === null || !layout || index >= layout.views.length) return;
          const view = layout.views[index];
          const box = screenBox.querySelector('.view[data-view="' + index + '"]');
          if (box) box.classList.add("hovered");
          const parent = view.parent === null ? null : layout.views[view.parent];
          const lines = [element("h2", view.type + " '" + view.name + "'")];
          lines.push(element("p", "frame = " + formatRect(view.frame) + (parent ? " in '" + parent.name + "'" : "")));
          lines.push(element("p", "on the screen: " + formatRect(view.screenFrame)));
          if (view.hidden) lines.push(element("p", "hidden"));
          if (view.alpha !== undefined) lines.push(element("p", "alpha = " + view.alpha + " (fading with an update)"));
          if (view.ambiguous) lines.push(element("p", "ambiguous: its constraints leave its frame free", "warning"));
          if (view.broken) lines.push(element("p", "a constraint naming it was broken", "warning"));
          lines.push(element("h2", "constraints (" + view.constraints.length + ")"));
          const list = element("ol");
          for (const constraint of view.constraints) {
            const broken = layout.broken.includes(constraint);
            list.append(element("li", data.constraints[constraint], broken ? "broken" : ""));
          }
          lines.push(list);
          info.replaceChildren(...lines);
        }

        screenBox.addEventListener("mouseover", (event) => {
          const target = event.target.closest("[data-view]");
          if (!target) return;
          hovered = Number(target.dataset.view);
          showInfo(currentLayout(), hovered);
        });

        makeControls();
        draw();

        """
}
