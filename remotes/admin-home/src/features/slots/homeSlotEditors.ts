import { apiPaths, type HomeBlogSlot, type HomeServiceSlot } from 'shared-contracts';
import type { SlotListConfig } from './SlotListEditor';

export const serviceSlotsEditor: SlotListConfig<HomeServiceSlot> = {
  heading: 'Services',
  itemName: 'Service',
  path: apiPaths.home.service,
  fields: { title: 'servicetitle', description: 'servicedescription', image: 'serviceimg' },
  loadErrorText: 'Failed to load services',
  saveErrorText: 'Failed to save service',
};

export const blogSlotsEditor: SlotListConfig<HomeBlogSlot> = {
  heading: 'Blogs',
  itemName: 'Blog',
  path: apiPaths.home.blog,
  fields: { title: 'blogtitle', description: 'blogdescription', image: 'blogimg' },
  loadErrorText: 'Failed to load blogs',
  saveErrorText: 'Failed to save blog',
};
