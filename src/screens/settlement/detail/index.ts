export { ApplicationDetailScreen } from './ApplicationDetailScreen.tsx';
export { ApplicationDetailView, type ApplicationDetailViewProps } from './ApplicationDetailView.tsx';
export { detailHref, readDetailAddress, DETAIL_PATH } from './detailParams.ts';
