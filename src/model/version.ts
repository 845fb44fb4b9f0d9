/** Stamped on every result: a share link keeps its inputs, but results follow the model that computed them. */
export const MODEL_VERSION = '1.3.0';
