/**
 * The home hero's picture as SVG: a fish pond at sunrise below the hills of the
 * north-east, fish passing under the surface and rings spreading on the water.
 * `phase` runs from 0 to 1 and the scene at 1 equals the scene at 0, so the
 * frames loop without a seam. Width and height set the composition (landscape
 * for desktop, portrait for phones).
 */
export function heroScene(width: number, height: number, phase: number): string {
  const horizon = height * 0.46;
  const tau = Math.PI * 2;

  const hills = [
    { y: 0.78, colour: '#3f6f5f', amplitude: 0.1, waves: 2.2, shift: 0.3 },
    { y: 0.9, colour: '#2d5a4d', amplitude: 0.08, waves: 3.1, shift: 1.7 },
  ]
    .map((hill) => {
      const points: string[] = [];
      for (let step = 0; step <= 48; step++) {
        const x = (width * step) / 48;
        const y =
          horizon * hill.y -
          horizon * hill.amplitude * (1 + Math.sin((step / 48) * hill.waves * tau + hill.shift)) -
          horizon * 0.03 * Math.sin((step / 48) * 7 * tau + hill.shift);
        points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
      }
      return `<polygon fill="${hill.colour}" points="0,${horizon} ${points.join(' ')} ${width},${horizon}"/>`;
    })
    .join('');

  // Each fish crosses the pond a whole number of times per loop.
  const fish = [
    { depth: 0.2, size: 0.05, laps: 1, offset: 0.1, direction: 1 },
    { depth: 0.42, size: 0.07, laps: 1, offset: 0.55, direction: -1 },
    { depth: 0.6, size: 0.045, laps: 2, offset: 0.3, direction: 1 },
    { depth: 0.78, size: 0.08, laps: 1, offset: 0.8, direction: -1 },
    { depth: 0.33, size: 0.04, laps: 2, offset: 0.7, direction: -1 },
  ]
    .map((one) => {
      const unit = Math.min(width, height) * one.size;
      const travel = width + unit * 6;
      const progress = (phase * one.laps + one.offset) % 1;
      const x = one.direction > 0 ? -unit * 3 + progress * travel : width + unit * 3 - progress * travel;
      const y =
        horizon + (height - horizon) * one.depth + Math.sin((phase * one.laps + one.offset) * tau * 3) * unit * 0.3;
      const wag = Math.sin(phase * tau * 16 + one.offset * 10) * 0.25;
      return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${one.direction * unit} ${unit})" fill="#0b3a44" opacity="0.55">
  <ellipse cx="0" cy="0" rx="1.6" ry="0.55"/>
  <polygon points="-1.4,0 -2.4,${(-0.6 + wag).toFixed(2)} -2.4,${(0.6 + wag).toFixed(2)}"/>
  <polygon points="-0.2,-0.45 0.5,-0.95 0.7,-0.4"/>
</g>`;
    })
    .join('');

  // Rings start at fixed places and grow; each repeats every loop.
  const ripples = [
    { x: 0.22, y: 0.25, start: 0 },
    { x: 0.68, y: 0.5, start: 0.33 },
    { x: 0.45, y: 0.8, start: 0.66 },
  ]
    .flatMap((ripple) =>
      [0, 0.15].map((lag) => {
        const age = (phase - ripple.start - lag + 2) % 1;
        const radius = Math.min(width, height) * (0.02 + age * 0.22);
        const opacity = Math.max(0, 0.55 * (1 - age));
        return `<ellipse cx="${(width * ripple.x).toFixed(1)}" cy="${(horizon + (height - horizon) * ripple.y).toFixed(1)}" rx="${radius.toFixed(1)}" ry="${(radius * 0.28).toFixed(1)}" fill="none" stroke="#e0f7fa" stroke-width="${(Math.min(width, height) * 0.004).toFixed(1)}" opacity="${opacity.toFixed(3)}"/>`;
      }),
    )
    .join('');

  // Slow glints on the water, drifting and looping.
  const glints = Array.from({ length: 14 }, (_, index) => {
    const x = (((index * 0.137 + phase * (index % 2 ? 1 : -1)) % 1) + 1) % 1;
    const y = horizon + (height - horizon) * (0.05 + ((index * 0.29) % 0.9));
    const length = width * (0.03 + (index % 4) * 0.012);
    const opacity = 0.18 + 0.14 * Math.sin(phase * tau * 2 + index);
    return `<rect x="${(x * width).toFixed(1)}" y="${y.toFixed(1)}" width="${length.toFixed(1)}" height="${Math.max(2, height * 0.004).toFixed(1)}" rx="2" fill="#fff8e1" opacity="${opacity.toFixed(3)}"/>`;
  }).join('');

  const sunX = width * 0.72;
  const sunY = horizon * 0.52;
  const sunRadius = Math.min(width, height) * 0.09;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#0e4a5c"/>
    <stop offset="0.55" stop-color="#3b8a9a"/>
    <stop offset="1" stop-color="#f2b880"/>
  </linearGradient>
  <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#4f9fa8"/>
    <stop offset="1" stop-color="#0c4450"/>
  </linearGradient>
  <radialGradient id="sun">
    <stop offset="0" stop-color="#fff3c4"/>
    <stop offset="0.6" stop-color="#ffd58a" stop-opacity="0.9"/>
    <stop offset="1" stop-color="#ffb86b" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="${width}" height="${horizon}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="${sunRadius * 2.2}" fill="url(#sun)"/>
<circle cx="${sunX}" cy="${sunY}" r="${sunRadius * 0.8}" fill="#fff1c1"/>
${hills}
<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#water)"/>
<ellipse cx="${sunX}" cy="${horizon + (height - horizon) * 0.08}" rx="${sunRadius * 1.2}" ry="${sunRadius * 0.25}" fill="#ffe0a3" opacity="0.35"/>
${glints}
${fish}
${ripples}
</svg>`;
}
