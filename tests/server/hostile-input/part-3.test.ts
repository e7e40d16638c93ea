import { attackEveryRoute } from './attack-every-route';

attackEveryRoute(3, 3);
