export { ContentListScreen, ContentDetailScreen, contentTypeOfPath } from './ContentScreens.tsx';
export { ContentCardList, type ContentCardListProps } from './ContentCardList.tsx';
export { ContentDetailView, type ContentDetailViewProps } from './ContentDetailView.tsx';
