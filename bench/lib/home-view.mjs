// A home view just under the views.publish limit (250 kb): 20 line and bar charts at the series
// and point limits (12 x 20) between 80 section blocks, as a dashboard app would publish it.

const LIMIT_BYTES = 250_000;
const categories = Array.from({ length: 20 }, (_, i) => `day ${String(i + 1).padStart(2, '0')}`);

function chart(i) {
  return {
    type: 'data_visualization',
    block_id: `chart_${i}`,
    title: `Daily signups, region ${i}`,
    chart: {
      type: i % 2 ? 'bar' : 'line',
      axis_config: { categories, x_label: 'Day', y_label: 'Signups' },
      series: Array.from({ length: 12 }, (_, s) => ({
        name: `series ${s + 1}`,
        data: categories.map((label, p) => ({ label, value: ((i * 31 + s * 17 + p * 7) % 997) / 10 })),
      })),
    },
  };
}

function section(i, words) {
  return { type: 'section', block_id: `section_${i}`, text: { type: 'mrkdwn', text: `*Region ${i}.* ${'lorem ipsum '.repeat(words)}`.trim() } };
}

/** The view as JSON text, padded with section text up to just under the limit. */
export function homeViewText() {
  const build = (words) => {
    const blocks = [];
    for (let i = 0; i < 20; i++) {
      blocks.push(chart(i));
      for (let j = 0; j < 4; j++) blocks.push(section(i * 4 + j, words));
    }
    return { type: 'home', blocks };
  };
  let words = 1;
  while (JSON.stringify(build(words + 1)).length < LIMIT_BYTES - 2000) words++;
  return JSON.stringify(build(words), null, 2);
}
