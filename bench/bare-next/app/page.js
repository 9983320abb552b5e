/** About the size of a catalogue page's text: eight products with a name, a price and a line each. */
const products = Array.from({ length: 8 }, (_, index) => ({
  name: `Fingerlings, batch ${index + 1}`,
  price: `₹${(1200 + index * 150).toLocaleString('en-IN')}.00`,
  text: 'Healthy fingerlings from our own hatchery, packed with oxygen for the road.',
}));

export default function Page() {
  return (
    <main>
      <h1>Fish seed</h1>
      <ul>
        {products.map((product) => (
          <li key={product.name}>
            <h2>{product.name}</h2>
            <p>{product.price}</p>
            <p>{product.text}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
