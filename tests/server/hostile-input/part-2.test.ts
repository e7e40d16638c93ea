import { attackEveryRoute } from './attack-every-route';

attackEveryRoute(2, 3);
