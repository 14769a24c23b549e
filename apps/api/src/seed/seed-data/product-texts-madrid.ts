import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import type { ProductTexts } from './product-text';

/** Texts of the Madrid products (Barajas premium, Atocha). */
export const madridTexts: Record<number, ProductTexts> = {
  [PRODUCT_IDS.premiumBarajas]: {
    es: {
      name: 'Parking Premium Aeropuerto Madrid-Barajas',
      description: 'Entregas el coche en tu terminal de Barajas (T1, T2, T3 o T4) y lo recoges allí.',
      longDescription:
        'Un conductor te espera en la terminal de salida, guarda tu coche en un aparcamiento vigilado y te lo devuelve en la terminal de llegada. Sin lanzaderas ni esperas.',
      warningName: 'Vehículos de más de 5,5 m',
      warningBody:
        'Del 1 de julio al 30 de septiembre no se admiten en el aparcamiento vehículos de más de 5,5 m de largo. Nuestro conductor te espera en la zona de salidas de tu terminal.',
    },
    ca: {
      name: 'Pàrquing Premium Aeroport Madrid-Barajas',
      description: 'Lliures el cotxe a la teva terminal de Barajas (T1, T2, T3 o T4) i el recuperes allà.',
      longDescription:
        'Un conductor t’espera a la terminal de sortida, desa el teu cotxe en un aparcament vigilat i te’l torna a la terminal d’arribada. Sense llançadores ni esperes.',
      warningName: 'Vehicles de més de 5,5 m',
      warningBody:
        'De l’1 de juliol al 30 de setembre no s’admeten a l’aparcament vehicles de més de 5,5 m de llarg. El nostre conductor t’espera a la zona de sortides de la teva terminal.',
    },
    en: {
      name: 'Premium Parking Madrid-Barajas Airport',
      description: 'Hand over your car at your Barajas terminal (T1, T2, T3 or T4) and collect it there.',
      longDescription:
        'A driver meets you at your departure terminal, keeps your car in a guarded car park and hands it back at your arrival terminal. No shuttles, no waiting.',
      warningName: 'Vehicles over 5.5 m',
      warningBody:
        'From 1 July to 30 September vehicles longer than 5.5 m are not admitted to the car park. Our driver meets you in the departures area of your terminal.',
    },
    fr: {
      name: 'Parking Premium Aéroport Madrid-Barajas',
      description: 'Vous remettez la voiture à votre terminal de Barajas (T1, T2, T3 ou T4) et la récupérez au même endroit.',
      longDescription:
        'Un chauffeur vous attend à votre terminal de départ, gare votre voiture dans un parking surveillé et vous la rend à votre terminal d’arrivée. Sans navette ni attente.',
      warningName: 'Véhicules de plus de 5,5 m',
      warningBody:
        'Du 1er juillet au 30 septembre, les véhicules de plus de 5,5 m de long ne sont pas admis dans le parking. Notre chauffeur vous attend dans la zone des départs de votre terminal.',
    },
  },
  [PRODUCT_IDS.atocha]: {
    es: {
      name: 'Parking Estación de Atocha',
      description: 'Aparca junto a la estación de Madrid-Puerta de Atocha.',
      longDescription:
        'Aparcamiento cubierto y vigilado a pocos pasos de los andenes de alta velocidad de Atocha. Entrada y salida de 6:00 a 23:30.',
      warningName: null,
      warningBody: null,
    },
    ca: {
      name: 'Pàrquing Estació d’Atocha',
      description: 'Aparca al costat de l’estació de Madrid-Puerta de Atocha.',
      longDescription:
        'Aparcament cobert i vigilat a pocs passos de les andanes d’alta velocitat d’Atocha. Entrada i sortida de 6:00 a 23:30.',
      warningName: null,
      warningBody: null,
    },
    en: {
      name: 'Atocha Station Parking',
      description: 'Park next to Madrid-Puerta de Atocha station.',
      longDescription:
        'A covered, guarded car park a few steps from the Atocha high-speed platforms. Drop-off and pick-up from 6:00 to 23:30.',
      warningName: null,
      warningBody: null,
    },
    fr: {
      name: 'Parking Gare d’Atocha',
      description: 'Garez-vous à côté de la gare de Madrid-Puerta de Atocha.',
      longDescription:
        'Parking couvert et surveillé à quelques pas des quais à grande vitesse d’Atocha. Dépôt et reprise de 6:00 à 23:30.',
      warningName: null,
      warningBody: null,
    },
  },
};
