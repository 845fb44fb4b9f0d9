/// <reference lib="webworker" />
import { CATALOGUE } from '../../../catalogue/catalogue';
import { platformChoices } from '../../../catalogue/choices';
import { bestFit } from '../../../model/bestFit';
import type { BestFitRequest } from './protocol';

/**
 * The best-fit search off the page's main thread: it sizes every platform of the catalogue, a few
 * hundred sizings, while the page keeps answering. The catalogue loads here, never with the page.
 * Requests come only from this origin's page, with a cluster that has passed validation.
 */
const platforms = platformChoices(CATALOGUE);

self.onmessage = (e: MessageEvent<string>) => {
  const request = JSON.parse(e.data) as BestFitRequest;
  try {
    self.postMessage({ id: request.id, result: bestFit(request.cluster, platforms, request.maxNodes, request.load) });
  } catch (error) {
    self.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
};
