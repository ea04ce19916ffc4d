// The shared platform's pages in the operators' console (decision 033), mounted by the host under /operator for an
// admin who passed the second factor: the visitors' messages. Paths are relative to /operator.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../ui/components';
import { VisitorMessagesPage } from './visitor-messages-page';

export default function SharedOperatorPages() {
  return (
    <Routes>
      <Route path="messages" element={<VisitorMessagesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
