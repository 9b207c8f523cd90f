// The read-only record page of a family's own detail route (/sign/detail/{id}).
export { SignDetailScreen } from './SignDetailScreen.tsx';
export { RecordDetailView, type RecordDetailViewProps } from './RecordDetailView.tsx';
