import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import type { ProductTexts } from './product-text';

/** Texts of the Barcelona products (El Prat express and premium, port, Sants, urban). */
export const barcelonaTexts: Record<number, ProductTexts> = {
  [PRODUCT_IDS.expressPrat]: {
    es: {
      name: 'Parking Express Aeropuerto de Barcelona',
      description: 'Aparca junto al aeropuerto y llega a la terminal en lanzadera gratuita.',
      longDescription:
        'Aparcamiento vigilado las 24 horas a pocos minutos de las terminales T1 y T2. Al llegar dejas el coche en nuestra plaza y un autobús lanzadera gratuito os lleva a ti y a tus acompañantes hasta la terminal; a la vuelta te recoge en la terminal a la que llegues.',
      warningName: 'Lanzadera a la terminal',
      warningBody:
        'Después de aparcar, la lanzadera gratuita tarda 5 minutos en llegar a la terminal. Cuenta ese tiempo al planificar tu llegada.',
    },
    ca: {
      name: "Pàrquing Express Aeroport de Barcelona",
      description: "Aparca al costat de l'aeroport i arriba a la terminal amb llançadora gratuïta.",
      longDescription:
        "Aparcament vigilat les 24 hores a pocs minuts de les terminals T1 i T2. En arribar deixes el cotxe a la nostra plaça i un autobús llançadora gratuït us porta a tu i als teus acompanyants fins a la terminal; a la tornada et recull a la terminal on arribis.",
      warningName: 'Llançadora a la terminal',
      warningBody:
        "Després d'aparcar, la llançadora gratuïta triga 5 minuts a arribar a la terminal. Tingues en compte aquest temps quan planifiquis l'arribada.",
    },
    en: {
      name: 'Express Parking Barcelona Airport',
      description: 'Park next to the airport and reach the terminal on a free shuttle.',
      longDescription:
        'A car park guarded 24 hours a day, a few minutes from terminals T1 and T2. On arrival you leave the car in our space and a free shuttle bus takes you and your companions to the terminal; on your return it picks you up at the terminal you land at.',
      warningName: 'Shuttle to the terminal',
      warningBody:
        'After parking, the free shuttle takes 5 minutes to reach the terminal. Allow for this time when planning your arrival.',
    },
    fr: {
      name: "Parking Express Aéroport de Barcelone",
      description: "Garez-vous près de l'aéroport et rejoignez le terminal en navette gratuite.",
      longDescription:
        "Parking surveillé 24 h/24 à quelques minutes des terminaux T1 et T2. À votre arrivée, vous laissez la voiture sur notre place et une navette gratuite vous conduit, vous et vos accompagnants, jusqu'au terminal ; au retour, elle vous reprend au terminal de votre arrivée.",
      warningName: 'Navette vers le terminal',
      warningBody:
        "Après le stationnement, la navette gratuite met 5 minutes pour rejoindre le terminal. Prévoyez ce temps pour organiser votre arrivée.",
    },
  },
  [PRODUCT_IDS.premiumPrat]: {
    es: {
      name: 'Parking Premium Aeropuerto de Barcelona',
      description: 'Entregas el coche en la puerta de la terminal y te lo devolvemos allí mismo.',
      longDescription:
        'Nuestro conductor te espera en la terminal de salida, recoge tu coche y lo guarda en un aparcamiento vigilado. A tu regreso te lo entrega en la terminal a la que llegues, sin lanzaderas ni esperas.',
      warningName: 'Encuentro en la terminal',
      warningBody:
        'Nuestro conductor te espera en la zona de salidas de tu terminal. Llámanos 30 minutos antes de llegar para que esté allí a tu hora.',
    },
    ca: {
      name: 'Pàrquing Premium Aeroport de Barcelona',
      description: 'Lliures el cotxe a la porta de la terminal i te’l tornem allà mateix.',
      longDescription:
        'El nostre conductor t’espera a la terminal de sortida, recull el teu cotxe i el desa en un aparcament vigilat. Quan tornis te’l lliura a la terminal on arribis, sense llançadores ni esperes.',
      warningName: 'Trobada a la terminal',
      warningBody:
        'El nostre conductor t’espera a la zona de sortides de la teva terminal. Truca’ns 30 minuts abans d’arribar perquè hi sigui a la teva hora.',
    },
    en: {
      name: 'Premium Parking Barcelona Airport',
      description: 'Hand over your car at the terminal door and get it back at the same spot.',
      longDescription:
        'Our driver meets you at your departure terminal, collects your car and keeps it in a guarded car park. When you return, the car is handed back to you at the terminal you land at, with no shuttles and no waiting.',
      warningName: 'Meet at the terminal',
      warningBody:
        'Our driver meets you in the departures area of your terminal. Call us 30 minutes before you arrive so the driver is there on time.',
    },
    fr: {
      name: 'Parking Premium Aéroport de Barcelone',
      description: 'Vous remettez la voiture devant le terminal et la récupérez au même endroit.',
      longDescription:
        'Notre chauffeur vous attend à votre terminal de départ, prend votre voiture et la gare dans un parking surveillé. À votre retour, il vous la rend au terminal de votre arrivée, sans navette ni attente.',
      warningName: 'Rendez-vous au terminal',
      warningBody:
        'Notre chauffeur vous attend dans la zone des départs de votre terminal. Appelez-nous 30 minutes avant votre arrivée pour qu’il soit là à l’heure.',
    },
  },
  [PRODUCT_IDS.puerto]: {
    es: {
      name: 'Parking Puerto de Barcelona - Cruceros',
      description: 'Aparca junto a las terminales de cruceros A, B, C y D.',
      longDescription:
        'Aparcamiento vigilado para pasajeros de crucero con minibús gratuito hasta tu terminal. La entrada se hace en los horarios de embarque de los barcos y la recogida a la llegada del crucero.',
      warningName: 'Minibús a la terminal de cruceros',
      warningBody:
        'Reserva 30 minutos para tomar el minibús gratuito hasta la terminal después de aparcar. Horarios de entrada: 8:00, 9:15, 10:30 y 12:30.',
    },
    ca: {
      name: 'Pàrquing Port de Barcelona - Creuers',
      description: 'Aparca al costat de les terminals de creuers A, B, C i D.',
      longDescription:
        'Aparcament vigilat per a passatgers de creuer amb minibús gratuït fins a la teva terminal. L’entrada es fa en els horaris d’embarcament dels vaixells i la recollida a l’arribada del creuer.',
      warningName: 'Minibús a la terminal de creuers',
      warningBody:
        'Reserva 30 minuts per agafar el minibús gratuït fins a la terminal després d’aparcar. Horaris d’entrada: 8:00, 9:15, 10:30 i 12:30.',
    },
    en: {
      name: 'Barcelona Cruise Port Parking',
      description: 'Park next to cruise terminals A, B, C and D.',
      longDescription:
        'A guarded car park for cruise passengers with a free minibus to your terminal. Drop-off follows the ships’ boarding times and pick-up the cruise’s arrival.',
      warningName: 'Minibus to the cruise terminal',
      warningBody:
        'Allow 30 minutes to take the free minibus to the terminal after parking. Drop-off times: 8:00, 9:15, 10:30 and 12:30.',
    },
    fr: {
      name: 'Parking Port de Barcelone - Croisières',
      description: 'Garez-vous à côté des terminaux de croisière A, B, C et D.',
      longDescription:
        'Parking surveillé pour les passagers de croisière avec minibus gratuit jusqu’à votre terminal. Le dépôt suit les horaires d’embarquement des navires et la reprise l’arrivée de la croisière.',
      warningName: 'Minibus vers le terminal de croisière',
      warningBody:
        'Prévoyez 30 minutes pour prendre le minibus gratuit jusqu’au terminal après avoir garé la voiture. Horaires de dépôt : 8:00, 9:15, 10:30 et 12:30.',
    },
  },
  [PRODUCT_IDS.sants]: {
    es: {
      name: 'Parking Estación de Sants',
      description: 'Aparca a un paso de los andenes de Barcelona-Sants.',
      longDescription:
        'Aparcamiento cubierto y vigilado junto a la estación de Barcelona-Sants, con acceso directo al vestíbulo. Ideal para viajes en tren de uno o varios días.',
      warningName: null,
      warningBody: null,
    },
    ca: {
      name: 'Pàrquing Estació de Sants',
      description: 'Aparca a tocar de les andanes de Barcelona-Sants.',
      longDescription:
        'Aparcament cobert i vigilat al costat de l’estació de Barcelona-Sants, amb accés directe al vestíbul. Ideal per a viatges en tren d’un o més dies.',
      warningName: null,
      warningBody: null,
    },
    en: {
      name: 'Sants Station Parking',
      description: 'Park a short walk from the Barcelona-Sants platforms.',
      longDescription:
        'A covered, guarded car park next to Barcelona-Sants station with direct access to the main hall. Ideal for train trips of one or more days.',
      warningName: null,
      warningBody: null,
    },
    fr: {
      name: 'Parking Gare de Sants',
      description: 'Garez-vous à deux pas des quais de Barcelone-Sants.',
      longDescription:
        'Parking couvert et surveillé à côté de la gare de Barcelone-Sants, avec accès direct au hall. Idéal pour les voyages en train d’un ou plusieurs jours.',
      warningName: null,
      warningBody: null,
    },
  },
  [PRODUCT_IDS.urbanParking]: {
    es: {
      name: 'Parking urbano Barcelona centro',
      description: 'Plaza de aparcamiento en pleno centro de Barcelona.',
      longDescription:
        'Aparcamiento urbano junto a la plaza de Catalunya, abierto de 7:00 a 22:00. Añade lavado o servicios para tu coche mientras estás en la ciudad.',
      warningName: null,
      warningBody: null,
    },
    ca: {
      name: 'Pàrquing urbà Barcelona centre',
      description: 'Plaça d’aparcament en ple centre de Barcelona.',
      longDescription:
        'Aparcament urbà al costat de la plaça de Catalunya, obert de 7:00 a 22:00. Afegeix rentat o serveis per al teu cotxe mentre ets a la ciutat.',
      warningName: null,
      warningBody: null,
    },
    en: {
      name: 'Barcelona City-Centre Parking',
      description: 'A parking space right in the centre of Barcelona.',
      longDescription:
        'An urban car park next to Plaça de Catalunya, open from 7:00 to 22:00. Add a wash or services for your car while you are in town.',
      warningName: null,
      warningBody: null,
    },
    fr: {
      name: 'Parking urbain Barcelone centre',
      description: 'Une place de parking en plein centre de Barcelone.',
      longDescription:
        'Parking urbain à côté de la place de Catalogne, ouvert de 7:00 à 22:00. Ajoutez un lavage ou des services pour votre voiture pendant votre séjour en ville.',
      warningName: null,
      warningBody: null,
    },
  },
};
