// Brand and product names searchers type in lowercase, which a dictionary does not know (or knows
// as another word's typo: "asics" -> "aspics", "hoka" -> "hoke"). The hint never rewrites them.
// Add a name here when a market's searches show it; names with digits or capitals inside are
// protected by their shape already (see protected-token.ts).

export const BRAND_NAMES: readonly string[] = [
  // sport and outdoor
  'nike', 'adidas', 'asics', 'hoka', 'brooks', 'saucony', 'mizuno', 'puma', 'reebok', 'salomon', 'altra', 'newbalance',
  'under', 'armour', 'fila', 'kappa', 'umbro', 'lotto', 'joma', 'kelme', 'decathlon', 'kalenji', 'quechua', 'jordan',
  'converse', 'vans', 'skechers', 'birkenstock', 'crocs', 'timberland', 'ecco', 'geox', 'lowa', 'meindl', 'merrell',
  'patagonia', 'northface', 'columbia', 'jack', 'wolfskin', 'mammut', 'vaude', 'garmin', 'polar', 'suunto', 'coros', 'strava',
  'gel', 'kayano', 'nimbus', 'cumulus', 'novablast', 'clifton', 'bondi', 'speedgoat', 'mach', 'pegasus', 'vaporfly', 'alphafly',
  'invincible', 'vomero', 'ultraboost', 'adizero', 'boston', 'ghost', 'glycerin', 'hyperion', 'endorphin', 'kinvara', 'triumph',
  'cloudmonster', 'cloudsurfer', 'cloudflow', 'speedcross', 'fenix', 'forerunner',
  // fashion and retail
  'zara', 'mango', 'primark', 'zalando', 'asos', 'shein', 'temu', 'aliexpress', 'otto', 'lidl', 'aldi', 'rewe', 'edeka',
  'kaufland', 'mediamarkt', 'saturn', 'rossmann', 'tchibo', 'fressnapf', 'hornbach', 'obi', 'douglas', 'thalia', 'alnatura', 'ikea', 'carrefour', 'auchan', 'leclerc', 'fnac', 'darty', 'boulanger', 'cdiscount',
  'mercadona', 'elcorteingles', 'wallapop', 'vinted', 'leboncoin', 'kleinanzeigen', 'idealo', 'rakuten', 'tesco',
  'sainsburys', 'argos', 'walmart', 'costco', 'target', 'bestbuy', 'wildberries', 'ozon', 'yandex', 'avito', 'uniqlo',
  'gucci', 'prada', 'chanel', 'dior', 'hermes', 'levis', 'lacoste', 'tommy', 'hilfiger', 'hugo', 'boss', 'esprit',
  // tech
  'apple', 'iphone', 'ipad', 'macbook', 'airpods', 'imac', 'samsung', 'galaxy', 'xiaomi', 'redmi', 'huawei', 'oppo',
  'realme', 'oneplus', 'motorola', 'nokia', 'sony', 'playstation', 'xbox', 'nintendo', 'lenovo', 'thinkpad', 'asus',
  'acer', 'dell', 'hp', 'msi', 'logitech', 'razer', 'bose', 'sennheiser', 'jbl', 'philips', 'bosch', 'siemens', 'miele',
  'dyson', 'roborock', 'ecovacs', 'tefal', 'delonghi', 'nespresso', 'thermomix', 'vorwerk', 'kitchenaid', 'netflix',
  'spotify', 'disney', 'telekom', 'vodafone', 'orange', 'movistar', 'vivo', 'claro', 'sberbank', 'tinkoff', 'paypal',
  'klarna', 'revolut', 'ryanair', 'easyjet', 'lufthansa', 'booking', 'airbnb', 'tripadvisor', 'expedia', 'uber', 'bolt',
  // cars
  'volkswagen', 'vw', 'bmw', 'audi', 'mercedes', 'porsche', 'opel', 'skoda', 'seat', 'cupra', 'toyota', 'honda',
  'hyundai', 'kia', 'mazda', 'nissan', 'peugeot', 'renault', 'citroen', 'dacia', 'fiat', 'tesla', 'volvo', 'lada',
  'golf', 'polo', 'tiguan', 'corsa', 'clio', 'yaris', 'octavia',
];
