import { router } from '../../trpc/init.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { status } from './status.ts';

export const authRouter = router({ status, login, logout });
