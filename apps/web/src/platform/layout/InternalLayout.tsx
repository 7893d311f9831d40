import { Outlet } from 'react-router';

export default function InternalLayout() {
  return <main><Outlet /></main>;
}
