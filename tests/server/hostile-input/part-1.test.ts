import { attackEveryRoute } from './attack-every-route';

attackEveryRoute(1, 3);
