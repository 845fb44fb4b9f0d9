import type { ReferenceSourceId, SourceId } from './sources';

/**
 * Where the sources added with the customer's ratio and the hypervisor are found, and the date each was published
 * (or, where it carries none, read). Their titles are in src/i18n/<lang>/sources.ts. A module of its
 * own: the first screen reads the sources' kinds, never where they are found.
 */
export const SOURCE_REFERENCES = {
  workshopRatio: {
    where: 'github.com/ReinhardFrie/partnersizingworkshop, datacollection/rvtools/rvtools.rst and rvtools-lab1-answers (commit c53ec1c)',
    date: '2019-05-03',
  },
  vsphereDesignRatio: {
    where: 'Packt, "VMware vSphere 6.7 Data Center Design Cookbook", chapter 7, "Determining the vCPU-to-core ratio"',
    date: '2019-07-31',
  },
  nutanixChecklistRatio: { where: 'erikevenson.github.io/architect/providers/nutanix/compute (read)', date: '2026-11-25' },
  ocvsRatio: { where: 'danieljamil.com/2026/02/18/ocvs-consolidation-ratio-strategy', date: '2026-02-18' },
  vmwareSwap: {
    where: 'docs.vmware.com, vSphere 7.0 Resource Management, "Swap Space and Guest Operating Systems" (GUID-AC40823A) (read)',
    date: '2026-11-25',
  },
  vsphereMinFree: {
    where: 'pubs.vmware.com, vSphere 4.1 Resource Management Guide, "Host Memory Information" (vSphere 4.1 released)',
    date: '2010-07-13',
  },
  cvmReservation: { where: 'vcdx133.com/2015/12/18/npx-controller-vm-sizing', date: '2015-12-18' },
  ahvOvercommit: { where: 'nutanix.dev/2022/05/05/squeeze-even-more-out-of-your-hci (AOS 6.1 memory overcommit)', date: '2022-05-05' },
} as const satisfies Partial<Record<SourceId | ReferenceSourceId, { where: string; date: string }>>;

/*
 * The sources of protection between clusters, with their kind, where each is found and its date,
 * are REPLICATION_SOURCES in replication.ts.
 */
