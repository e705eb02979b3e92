/**
 * The two header logos the product bundles, as data URIs (no request, and jest can load them). Both are 28 px
 * high: a document mark with the product's name, and for the white-label host a mark of the same shape in its
 * dark green without the name (a stand-in until a white-label brand's own logo is given; VITE_WHITE_LABEL_LOGO).
 */
const svg = (body: string, width: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="28" viewBox="0 0 ${width} 28">${body}</svg>`,
  )}`;

const mark = (colour: string) =>
  `<rect width="28" height="28" rx="6" fill="${colour}"/><path d="M9 6h7l5 5v11H9z" fill="#fff"/><path d="M16 6v5h5" fill="none" stroke="${colour}"/>`;

export const PRODUCT_LOGO = svg(
  `${mark('#F26B2F')}<text x="36" y="19" font-family="sans-serif" font-size="14" font-weight="700" fill="#333">docauto</text>`,
  100,
);

export const WHITE_LABEL_LOGO = svg(mark('#024638'), 28);
