import { Outlet } from 'react-router';

export default function ExternalLayout() {
  return <main><Outlet /></main>;
}
