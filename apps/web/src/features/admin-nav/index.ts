export { AdminNav, ADMIN_LINKS } from './AdminNav';
